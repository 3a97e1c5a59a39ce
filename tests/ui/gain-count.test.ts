// A move's gain resting on its cell leaves the cell's count readable (reviewer 36: a "+3" over a
// cell's "4"): on boards where every cell carries a count, on a phone upright and a tablet, the
// gain takes a smaller type (down to 16 CSS px) to rest between its square's top and the count;
// where even that cannot fit (a phone's 7×7 or 8×8), the count steps out of sight while it shows.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { gainCoversCount, gainFontBesideCount, gainOnCell, restingBox } from '../../src/ui/gain-on-cell.ts';
import { GAIN_DRIFT, GAIN_FONT } from '../../src/ui/gain-place.ts';
import { gainPillPad } from '../../src/ui/gain-pill.ts';
import { countFits, numeralLook } from '../../src/ui/piece-numeral.ts';
import { FONT } from '../../src/ui/theme.ts';
import { meets } from './rect-checks.ts';

const ctx = createCanvas(8, 8).getContext('2d');
/** "+16" as drawn: bold, its pill's padding each side, its height a line of its type. */
const labelAt = (font: number) => {
  ctx.font = `bold ${Math.round(font)}px ${FONT}`;
  return { width: ctx.measureText('+16').width + 2 * gainPillPad(font), height: font * PER_FONT };
};
/** A label's height per pixel of its type (Phaser's line with its stroke). */
const PER_FONT = 1.25;

const SCREENS = [
  {
    name: 'phone upright',
    css: 380,
    dpr: 3,
    boards: ['square:5', 'square:6', 'square:7', 'square:8', 'hex:4', 'tri:5'],
  },
  { name: 'tablet', css: 700, dpr: 2, boards: ['square:5', 'square:8', 'square:10', 'hex:5', 'tri:6'] },
];

afterAll(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

describe.each(SCREENS)('a gain over its cell - $name', (s) => {
  test.each(s.boards)("on %s no gain rests over its cell's count where it is shown", (id) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = s.dpr;
    const layout = parseLayout(id);
    const side = s.css * s.dpr;
    const fit = new BoardGeometryFit(
      layout,
      { x: 0, y: 0, width: side, height: side },
      { left: 0, right: 0, bottom: 0 },
    );
    let fitted = 0;
    let held = 0;
    for (let sq = 0; sq < layout.size; sq++) {
      const from = fit.centre(sq);
      const { size } = fit.cellPlacement(sq);
      if (!countFits(layout.grid, size / s.dpr)) continue;
      // Every cell carries its count here (a late board of 4s, 6s and 8s).
      const look = numeralLook(layout.grid, size / s.dpr);
      const d = look.discCss * s.dpr;
      const count = { x: from.x - d / 2, y: from.y + look.dy * size - d / 2, width: d, height: d };
      const want = Math.max(16 * s.dpr, fit.square * GAIN_FONT);
      const font = gainFontBesideCount({ from, square: fit.square, up: true }, count, {
        want,
        least: 16 * s.dpr,
        perFont: PER_FONT,
      });
      expect(font / s.dpr).toBeGreaterThanOrEqual(16);
      const label = labelAt(font);
      const place = gainOnCell({
        from,
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
