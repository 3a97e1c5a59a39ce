// The forecast in the HUD's column beside the board (a phone on its side, a tablet, a desktop):
// under the status line, clear of the watch row, its words wrapped to the column; the board keeps
// the height a strip over it would have cost.
import { expect, test } from 'vitest';
import { FORECAST_COLUMN_CSS_PX } from '../../../src/scenes/board-forecast.ts';
import { boardScreen } from './board-screen.ts';

const WATCH_CSS = 44;

test.each([
  ['flask:8x3', 844, 390, 3],
  ['square:6', 844, 390, 2],
  ['square:8', 1024, 768, 1],
  ['square:5', 1280, 720, 1],
] as const)(
  "watched %s at %i×%i (dpr %i): the forecast stands in the HUD's column under the status line, over the watch row, the board as large as without it",
  (id, w, h, dpr) => {
    const more = { watchH: WATCH_CSS * dpr, columnStrip: FORECAST_COLUMN_CSS_PX * dpr };
    const without = boardScreen(id, w, h, dpr, 0, { watchH: WATCH_CSS * dpr });
    const { areas } = boardScreen(id, w, h, dpr, 34, more);
    expect(areas.column).toBe(true);
    expect(areas.stripInColumn).toBe(true);
    const status = areas.hudPlaces.status;
    expect(areas.strip.x).toBe(areas.hud.x);
    expect(areas.strip.width).toBe(areas.hud.width);
    expect(areas.strip.height).toBe(FORECAST_COLUMN_CSS_PX * dpr);
    expect(areas.strip.y).toBeGreaterThanOrEqual(status.y + status.height);
    expect(areas.strip.y + areas.strip.height).toBeLessThanOrEqual(areas.watch.y);
    expect(areas.board.height).toBeCloseTo(without.areas.board.height, 5);
  },
);

test('a column too short for the forecast leaves it over the board (a tablet) or off (a phone on its side)', () => {
  const huge = { columnStrip: 2000, watchH: 0 };
  const tablet = boardScreen('square:8', 1024, 768, 1, 34, huge).areas;
  expect(tablet.stripInColumn).toBe(false);
  if (tablet.column) expect(tablet.strip.height).toBe(34);
  const side = boardScreen('square:6', 844, 390, 2, 34, huge).areas;
  expect(side.stripInColumn).toBe(false);
  expect(side.strip.height).toBe(0);
});

test('a sign over the status line (the rules on) gets room of its own in the column: the status band grows by it', () => {
  const plain = boardScreen('square:6', 1024, 768, 1).areas.hudPlaces.status;
  const signed = boardScreen('square:6', 1024, 768, 1, 0, { sign: true }).areas.hudPlaces.status;
  expect(signed.height).toBeGreaterThan(plain.height + 30);
});

test.each([
  ['square:5', 1280, 720, 1],
  ['square:6', 1024, 768, 2],
] as const)(
  "%s at %i×%i: the opponent's panel over the status line, the person's under it, one block beside the board",
  (id, w, h, dpr) => {
    const { areas } = boardScreen(id, w, h, dpr, 0, { below: 0 });
    expect(areas.column).toBe(true);
    const [mine, theirs] = areas.hudPlaces.panels;
    const status = areas.hudPlaces.status;
    expect(status.y).toBeGreaterThanOrEqual(theirs.y + theirs.height);
    expect(mine.y).toBeGreaterThanOrEqual(status.y + status.height);
    // The block in the middle of the board's height (panel-block.test.ts: no far corners).
    const middle = (theirs.y + mine.y + mine.height) / 2;
    expect(middle).toBeCloseTo(areas.board.y + areas.board.height / 2, 0);
    // The other way round when the person plays second.
    const second = boardScreen(id, w, h, dpr, 0, { below: 1 }).areas.hudPlaces.panels;
    expect(second[0].y).toBeCloseTo(theirs.y, 5);
    expect(second[1].y).toBeCloseTo(mine.y, 5);
  },
);

test("on a phone on its side the panels stay stacked at the top of the column, the other player's over the person's, the status line under both", () => {
  const { areas } = boardScreen('square:6', 844, 390, 2, 0, { below: 0 });
  const [mine, theirs] = areas.hudPlaces.panels;
  expect(mine.y).toBeGreaterThan(theirs.y);
  expect(areas.hudPlaces.status.y).toBeGreaterThanOrEqual(mine.y + mine.height);
});
