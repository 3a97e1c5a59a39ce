// Where a hint's "their +3" tag stands: on the square it names, clear of the hint's own tag there
// (revY8: over the square's top edge it sat on the line between d3 and d2, and read as either).
import { expect, test } from 'vitest';
import { boardBounds } from '../../src/ui/gain-place.ts';
import { hintTagSpot } from '../../src/ui/hint-tag.ts';
import { threatTagSpot } from '../../src/ui/hint-threat-marks.ts';
import { boardScreen } from '../screens/game/board-screen.ts';

const apart = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

test.each([
  ['square:5', 390, 844, 2],
  ['square:8', 390, 844, 3],
  ['square:6', 844, 390, 2],
  ['petri:7', 1280, 720, 1],
] as const)(
  '%s at %i×%i: the threat tag stands on its own square, clear of the hint tag',
  (id, w, h, dpr) => {
    const { fit, width, height } = boardScreen(id, w, h, dpr);
    const bounds = boardBounds(fit, width, height);
    const size = fit.square;
    const tag = { width: size * 0.96, height: size * 0.36 };
    for (let s = 0; s < fit.layout.size; s++) {
      const c = fit.cellPlacement(s);
      const sq = { x: c.x - size / 2, y: c.y - size / 2, width: size, height: size };
      const hw = size * 0.5;
      const hh = size * 0.3;
      // The hint's tag at the ring's foot, and at its head (a capture ring's stake tag at the foot).
      const foot = hintTagSpot(fit, s, hw, hh);
      for (const at of [foot, { x: foot.x, y: 2 * c.y - foot.y }]) {
        const hint = { x: at.x - hw / 2, y: at.y - hh / 2, width: hw, height: hh };
        const spot = threatTagSpot({ x: c.x, y: c.y, height: size }, tag, bounds, 2, hint);
        const box = { x: spot.x - tag.width / 2, y: spot.y - tag.height / 2, ...tag };
        // Centred on its square across, wholly within it up and down: no neighbour's edge under it.
        expect(Math.abs(spot.x - c.x), `${s}`).toBeLessThan(1e-9);
        expect(box.y, `${s}`).toBeGreaterThanOrEqual(sq.y);
        expect(box.y + box.height, `${s}`).toBeLessThanOrEqual(sq.y + sq.height);
        expect(apart(box, hint), `${s}`).toBe(true);
      }
    }
  },
);
