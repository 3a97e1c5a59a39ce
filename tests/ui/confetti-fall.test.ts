// A win's confetti falls over the whole screen, not inside the results' panel (the reviewer saw it
// clipped at the panel's edge): every piece starts above the top and ends below the foot, and the
// pieces cover the screen's width from edge to edge.
import { expect, test } from 'vitest';
import { confettiFall } from '../../src/ui/confetti-fall.ts';
import { seededRandom } from '../../src/engine/index.ts';

test.each([
  [390, 844],
  [1280, 720],
])(
  'on a %ix%i screen the confetti falls from above the top to below the foot, across the whole width',
  (width, height) => {
    const paths = confettiFall({ width, height }, 30, 48, seededRandom(7));
    expect(paths).toHaveLength(48);
    for (const p of paths) {
      expect(p.from.y).toBeLessThan(0);
      expect(p.to.y).toBeGreaterThan(height);
      for (const x of [p.from.x, p.to.x]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
      }
    }
    // Each tenth of the width has pieces starting in it: the shower is not held in the middle.
    for (let tenth = 0; tenth < 10; tenth++)
      expect(
        paths.some((p) => p.from.x >= (tenth * width) / 10 && p.from.x < ((tenth + 1) * width) / 10),
      ).toBe(true);
  },
);
