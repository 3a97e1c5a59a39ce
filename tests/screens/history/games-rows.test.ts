// Your games' rows: a finger's row on a phone (upright or on its side); on a tablet and a desktop four
// fill the window, at most half as tall again, so two games stand as large rows from the column's top.
import { expect, test } from 'vitest';
import {
  GamesPlaces,
  gamesRowHeight,
  ROW_GROWTH,
  ROWS_IN_SIGHT,
} from '../../../src/screens/history/games-rows.ts';
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

test('games rows - the chosen game opens its actions under its row: the rows after it move down by the band, a tap in the band chooses nothing, the rows in sight follow', () => {
  const places = new GamesPlaces({ rows: 5, rowHeight: 80, gap: 10, chosen: 1, band: 60 });
  expect([0, 1, 2, 3].map((i) => places.rowTop(i))).toEqual([0, 90, 240, 330]);
  expect(places.bandTop()).toBe(170);
  expect(places.height()).toBe(5 * 90 + 60);
  expect(places.at(10)).toBe(0);
  expect(places.at(100)).toBe(1);
  expect(places.at(175)).toBe('band');
  expect(places.at(229)).toBe('band');
  expect(places.at(235)).toBeNull();
  expect(places.at(245)).toBe(2);
  expect(places.at(2000)).toBeNull();
  expect(places.inSight(200, 100)).toEqual({ first: 2, last: 3 });
  expect(places.inSight(160, 100)).toEqual({ first: 1, last: 3 });
  const none = new GamesPlaces({ rows: 5, rowHeight: 80, gap: 10, chosen: -1, band: 60 });
  expect(none.bandTop()).toBeNull();
  expect(none.at(160)).toBe(1);
  expect(none.at(175)).toBeNull();
  expect(none.height()).toBe(450);
});
