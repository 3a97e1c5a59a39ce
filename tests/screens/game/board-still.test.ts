// The board stands still while a game is played: the forecast's room is kept in a game where a tap
// on the lead warning may turn it on, so the board's squares stay where the finger aims when the
// bar comes; the warning and the coach's words stand in the notices' band, which stays put too.
// An upright phone, a phone on its side, a tablet and a desktop, as the scene lays them out; a
// screen short of height keeps the room only where it costs nothing else.
import { expect, test } from 'vitest';
import type { Settings } from '../../../src/game/settings.ts';
import { forecastStrips } from '../../../src/scenes/board-forecast.ts';
import type { Rect } from '../../../src/ui/board-geometry.ts';
import { overlaps } from '../../../src/ui/notice-place.ts';
import { keptGame, type GameKeep } from '../../../src/screens/game/game-keep.ts';
import { noticesRoom } from '../../../src/ui/board-screen-areas.ts';
import { boardScreen } from './board-screen.ts';

const SCREENS = [
  [390, 844, 3],
  [844, 390, 3],
  [1024, 768, 2],
  [1280, 800, 1],
] as const;
const BOARDS = ['square:5', 'square:8', 'square:12', 'hex:7', 'tri:8', 'flask:8x3', 'petri:8'];

/** The board screen of a game against the computer before and after the lead warning's tap turned this game's forecast on. */
function beforeAndAfter(id: string, w: number, h: number, dpr: number) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const services: { settings: Settings; game?: GameKeep } = { settings: {} as Settings };
  const match = {};
  const side = w === 844 && h === 390;
  const before = boardScreen(id, w, h, dpr, 0, forecastStrips(services, 'solo', match, side));
  keptGame(services).forecastMatch = match;
  const after = boardScreen(id, w, h, dpr, 0, forecastStrips(services, 'solo', match, side));
  return { before: before.areas, after: after.areas };
}

const cases = SCREENS.flatMap(([w, h, dpr]) => BOARDS.map((id) => [id, w, h, dpr] as const));

test.each(cases)(
  '%s at %i×%i: the forecast turned on leaves the board and the notices where they stood',
  (id, w, h, dpr) => {
    const { before, after } = beforeAndAfter(id, w, h, dpr);
    expect(before.strip.height).toBe(0);
    expect(after.column).toBe(before.column);
    expect(after.board).toEqual(before.board);
    // The warning's and the coach's place.
    expect(after.notices).toEqual(before.notices);
    expect(after.hudPlaces).toEqual(before.hudPlaces);
    // The bar in its kept room, clear of the board and the notices' band.
    const strip: Rect = after.strip;
    if (strip.height === 0) return;
    if (!after.stripInColumn) expect(overlaps(strip, after.board)).toBe(false);
    if (after.notices.height > 0) expect(overlaps(strip, after.notices)).toBe(false);
  },
);

test.each([
  ['square:8', 360, 640, 2],
  ['square:8', 768, 1024, 2],
] as const)(
  '%s at %i×%i, short of height: the room is not kept at the cost of the board, the notices or the top bar',
  (id, w, h, dpr) => {
    const { before } = beforeAndAfter(id, w, h, dpr);
    const none = boardScreen(id, w, h, dpr).areas;
    expect(before.board).toEqual(none.board);
    expect(before.notices).toEqual(none.notices);
    expect(!!before.title).toBe(!!none.title);
  },
);

test('a game where the forecast cannot come mid-game (two people, the forecast off) keeps no room for it', () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 2;
  const services = { settings: { forecast: { duo: false } } as Settings };
  const kept = forecastStrips(services, 'duo', {}, false);
  expect(kept.strip).toBe(0);
  expect(kept.columnStrip).toBe(0);
  const solo = forecastStrips({ settings: {} as Settings }, 'solo', {}, false);
  expect(solo.strip).toBeGreaterThan(0);
  expect(solo.forecastShown).toBe(false);
});

test("upright over a 12×12, the forecast's empty room belongs to the notices' band: the hint's banner and a notice fit there one under the other", () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 2;
  const kept = forecastStrips({ settings: {} as Settings }, 'solo', {}, false);
  const { areas, dpr } = boardScreen('square:12', 390, 844, 2, 0, kept);
  expect(areas.notices.y).toBeLessThan(areas.board.y);
  const room = noticesRoom(areas);
  // From the status line's foot to the board: the banner (two lines, 44 CSS px), a gap and a tip of one line (26).
  expect(room.y).toBeCloseTo(areas.hudPlaces.status.y + areas.hudPlaces.status.height, 5);
  expect(room.y + room.height).toBe(areas.notices.y + areas.notices.height);
  expect(room.height / dpr).toBeGreaterThanOrEqual(44 + 6 + 26 + 12);
  // A large board's band under the bottom panel is left as it is.
  const large = boardScreen('square:8', 390, 844, 2, 0, kept).areas;
  expect(noticesRoom(large)).toEqual(large.notices);
});
