// A tablet's or a desktop's first hexagon or triangle game: the hold tip and the long rule tip come
// together, and the column's band under the panels' block holds one of them, not both. The older
// stands whole over the block, under the way out; none runs off the screen's foot or over the board.
import { expect, test } from 'vitest';
import { noticesSplit } from '../../src/ui/notice-split.ts';
import { noticePlaces, overlaps } from '../../src/ui/notice-place.ts';
import type { Settings } from '../../src/game/settings.ts';
import { forecastStrips } from '../../src/scenes/board-forecast.ts';
import { boardScreen } from '../screens/game/board-screen.ts';

/** The board screen of a first game against the computer, the forecast's room kept in the column. */
function screen(id: string, w: number, h: number, dpr: number) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const services = { settings: {} as Settings };
  return boardScreen(id, w, h, dpr, 0, { ...forecastStrips(services as never, 'solo', {}, false), below: 0 });
}

/** The two tips' heights as the browser draws them at the column's width (CSS px): hold tip, rule tip. */
const TIPS = [
  ['hex:5', 1024, 768, 2, [86, 154]],
  ['tri:6', 1024, 768, 2, [86, 137]],
  ['hex:5', 1280, 720, 1, [52, 69]],
  ['tri:6', 1280, 720, 1, [52, 69]],
] as const;

test.each(TIPS)('%s at %i×%i: the hold tip and the rule tip both stand whole', (id, w, h, dpr, css) => {
  const { areas, u } = screen(id, w, h, dpr);
  const panels = areas.hudPlaces.panels;
  const places = noticePlaces({
    width: w * dpr,
    height: h * dpr,
    board: areas.board,
    picture: areas.board,
    keepClear: [...panels, areas.hudPlaces.status, areas.exit],
    panels,
    dpr,
    margin: 6 * u,
    kept: areas.notices,
  });
  const [place] = places;
  const heights = css.map((c) => c * dpr);
  const gap = 6 * dpr;
  const split = noticesSplit(place!, place!.y, heights, gap, places, []);
  // Where the band under the block holds the two (a desktop's), they stand there together.
  const together = heights[0]! + gap + heights[1]! <= place!.height;
  expect(split === null).toBe(together);
  const newest = { ...place!, y: place!.y + (together ? heights[0]! + gap : 0), height: heights[1]! };
  const older = split?.at ?? { ...place!, height: heights[0]! };
  for (const tip of [newest, older]) {
    expect(tip.y + tip.height).toBeLessThanOrEqual(h * dpr);
    expect(tip.y).toBeGreaterThanOrEqual(areas.exit.y + areas.exit.height);
    expect(overlaps(tip, areas.board)).toBe(false);
    for (const p of [...panels, areas.hudPlaces.status]) expect(overlaps(tip, p)).toBe(false);
  }
  expect(newest.y + newest.height).toBeLessThanOrEqual(place!.y + place!.height);
  // Else the older over the block: above the opponent's panel.
  if (split) expect(older.y + older.height).toBeLessThanOrEqual(Math.min(...panels.map((p) => p.y)));
});

test('notices that fit their place stay together', () => {
  const place = { x: 0, y: 500, width: 300, height: 400 };
  expect(noticesSplit(place, 500, [150, 200], 10, [{ x: 0, y: 0, width: 300, height: 300 }], [])).toBeNull();
});

test('a band the coach’s words stand in is not taken', () => {
  const place = { x: 0, y: 500, width: 300, height: 250 };
  const above = { x: 0, y: 0, width: 300, height: 300 };
  expect(noticesSplit(place, 500, [150, 200], 10, [place, above], [])?.at.y).toBe(75);
  expect(
    noticesSplit(place, 500, [150, 200], 10, [place, above], [{ x: 0, y: 10, width: 100, height: 40 }]),
  ).toBeNull();
});
