// A move's gain resting on its cell leaves the cell's count readable (reviewer 36: a "+3" over a
// cell's "4"): on boards where every cell carries a count, on a phone upright and a tablet, the
// gain takes a smaller type (down to 16 CSS px) to rest between its square's top and the count;
// where even that cannot fit (a phone's 7×7 or 8×8), the count steps out of sight while it shows.
import { afterAll, describe, expect, test } from 'vitest';
import { gainCoversCount, gainFontBesideCount, gainOnCell, restingBox } from '../../src/ui/gain-on-cell.ts';
import { GAIN_DRIFT } from '../../src/ui/gain-place.ts';
import { countDisc, fittedBoard, forgetPixelRatio, gainFontOn, gainLabel } from './gain-board.ts';
import { meets } from './rect-checks.ts';

const SCREENS = [
  {
    name: 'phone upright',
    css: 380,
    dpr: 3,
    boards: ['square:5', 'square:6', 'square:7', 'square:8', 'hex:4', 'tri:5'],
  },
  { name: 'tablet', css: 700, dpr: 2, boards: ['square:5', 'square:8', 'square:10', 'hex:5', 'tri:6'] },
];

afterAll(forgetPixelRatio);

describe.each(SCREENS)('a gain over its cell - $name', (s) => {
  test.each(s.boards)("on %s no gain rests over its cell's count where it is shown", (id) => {
    const { layout, side, fit } = fittedBoard(id, s);
    let fitted = 0;
    let held = 0;
    for (let sq = 0; sq < layout.size; sq++) {
      // Every cell carries its count here (a late board of 4s, 6s and 8s).
      const count = countDisc(layout, fit, sq, s.dpr);
      if (!count) continue;
      const font = gainFontOn(fit, sq, count, s.dpr);
      expect(font / s.dpr).toBeGreaterThanOrEqual(16);
      const label = gainLabel('+16', font);
      const place = gainOnCell({
        from: fit.centre(sq),
        square: fit.square,
        label,
        up: true,
        drift: fit.square * GAIN_DRIFT,
        bounds: { x: -side, y: -side, width: 3 * side, height: 3 * side },
        labels: [],
      });
      const covers = gainCoversCount(place, label, count);
      expect(covers).toBe(meets(restingBox(place, label), count));
      if (covers) held++;
      else fitted++;
    }
    // Squares with room (a tablet's, a phone's 6×6 or larger squares) keep every count in sight beside the gain.
    const roomy = fit.square / s.dpr >= 62;
    if (roomy) expect(held, `${id}: ${fit.square / s.dpr} CSS px squares`).toBe(0);
    expect(fitted + held).toBeGreaterThan(0);
  });
});

test('a gain takes its own size where it fits over the count, smaller down to the least, never under', () => {
  const room = { from: { x: 50, y: 50 }, square: 100, up: true };
  const count = { x: 40, y: 40, width: 20, height: 20 };
  // 40 px between the square's top (0) and the count's (40).
  expect(gainFontBesideCount(room, count, { want: 20, least: 10, perFont: 1 })).toBe(20);
  expect(gainFontBesideCount(room, count, { want: 60, least: 10, perFont: 1 })).toBeCloseTo(40 / 1.08, 6);
  expect(gainFontBesideCount(room, count, { want: 60, least: 50, perFont: 1 })).toBe(50);
  expect(gainFontBesideCount(room, null, { want: 60, least: 50, perFont: 1 })).toBe(60);
  // A loss falls: the room under the count, to the square's foot (100).
  expect(gainFontBesideCount({ ...room, up: false }, count, { want: 60, least: 10, perFont: 1 })).toBeCloseTo(
    40 / 1.08,
    6,
  );
});
