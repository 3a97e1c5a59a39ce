// Your games' rows: a finger's row on a phone (upright or on its side); on a tablet and a desktop four
// fill the window, at most half as tall again, so two games stand as large rows from the column's top.
import { expect, test } from 'vitest';
import { gamesRowHeight, ROW_GROWTH, ROWS_IN_SIGHT } from '../../../src/screens/history/games-rows.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';

/** The rows as scenes/history.ts lays the window out: the header and tabs above, the footer under it. */
function rowAt(w: number, h: number, dpr: number) {
  const shape = screenShape(w * dpr, h * dpr, dpr);
  const { u } = shape;
  const base = Math.max(76 * u, 46 * dpr + 20 * u);
  // About what history.ts leaves the window: the screen less its header, tabs and footer.
  const window = h * dpr - 230 * u;
  const gap = 8 * u;
  const wide = !shape.portrait && !onItsSide(shape, dpr);
  return { row: gamesRowHeight({ base, window, gap, wide }), base, window, gap, wide };
}

test('phones keep the finger row, upright and on their side', () => {
  for (const [w, h, dpr] of [
    [390, 844, 3],
    [360, 780, 2],
    [844, 390, 3],
  ] as const) {
    const r = rowAt(w, h, dpr);
    expect(r.wide).toBe(false);
    expect(r.row).toBe(r.base);
  }
});

test('a tablet and a desktop: rows grow towards four filling the window, at most half as tall again', () => {
  for (const [w, h, dpr] of [
    [1024, 768, 2],
    [1280, 720, 1],
    [1920, 1080, 1],
  ] as const) {
    const r = rowAt(w, h, dpr);
    expect(r.wide).toBe(true);
    expect(r.row, `${w}x${h}`).toBeGreaterThan(r.base * 1.2);
    expect(r.row).toBeLessThanOrEqual(r.base * ROW_GROWTH);
    expect(ROWS_IN_SIGHT * r.row + (ROWS_IN_SIGHT - 1) * r.gap).toBeLessThanOrEqual(r.window + 1);
  }
  // A window too short for four finger rows keeps the finger row: never smaller.
  expect(gamesRowHeight({ base: 80, window: 200, gap: 8, wide: true })).toBe(80);
});
