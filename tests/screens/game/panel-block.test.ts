// A tablet's and a desktop's HUD column: the opponent's panel, the status line and the
// person's panel stand together beside the board, in the middle of its height, not in the column's
// two far corners with an empty band between them; the forecast's kept room is inside the block,
// so its coming mid-game moves no panel, and the board is as large as before.
import { expect, test } from 'vitest';
import type { Settings } from '../../../src/game/settings.ts';
import { FORECAST_COLUMN_CSS_PX, forecastStrips } from '../../../src/scenes/board-forecast.ts';
import { overlaps } from '../../../src/ui/notice-place.ts';
import { boardScreen } from './board-screen.ts';

const BOARDS = ['square:8', 'petri:6', 'hex:5', 'tri:6', 'beaker:6x7'];
const SCREENS = [
  [1024, 768, 2],
  [1280, 720, 1],
] as const;
const cases = SCREENS.flatMap(([w, h, dpr]) => BOARDS.map((id) => [id, w, h, dpr] as const));

/** The board screen of a game against the computer, the forecast's room kept (the lead warning may turn it on). */
function screen(id: string, w: number, h: number, dpr: number, shown: boolean) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const match = {};
  const services = { settings: {} as Settings, ...(shown ? { game: { forecastMatch: match } } : {}) };
  return boardScreen(id, w, h, dpr, 0, {
    ...forecastStrips(services as never, 'solo', match, false),
    below: 0,
  });
}

test.each(cases)(
  '%s at %i×%i: the two panels and the status line stand as one block by the board',
  (id, w, h, dpr) => {
    const { areas, pad } = screen(id, w, h, dpr, false);
    expect(areas.column).toBe(true);
    const [mine, theirs] = areas.hudPlaces.panels;
    const status = areas.hudPlaces.status;
    // Between the panels: the status line and the forecast's room, with a gap each side (a margin and a half), no more.
    const between = mine.y - (theirs.y + theirs.height);
    expect(between).toBeLessThanOrEqual(status.height + FORECAST_COLUMN_CSS_PX * dpr + 3 * pad);
    expect(status.y).toBeGreaterThanOrEqual(theirs.y + theirs.height);
    expect(status.y + status.height).toBeLessThanOrEqual(mine.y);
    // In the middle of the board's height, as far as the column lets it.
    const middle = (theirs.y + mine.y + mine.height) / 2;
    expect(Math.abs(middle - (areas.board.y + areas.board.height / 2))).toBeLessThan(40 * dpr);
    expect(theirs.y).toBeGreaterThanOrEqual(areas.hud.y);
    expect(mine.y + mine.height).toBeLessThanOrEqual(areas.hud.y + areas.hud.height + 0.5);
  },
);

test.each(cases)(
  '%s at %i×%i: the forecast comes between the status line and the person panel, nothing moves',
  (id, w, h, dpr) => {
    const before = screen(id, w, h, dpr, false).areas;
    const after = screen(id, w, h, dpr, true).areas;
    expect(after.hudPlaces).toEqual(before.hudPlaces);
    expect(after.board).toEqual(before.board);
    expect(after.stripInColumn).toBe(true);
    const [mine, theirs] = after.hudPlaces.panels;
    const status = after.hudPlaces.status;
    expect(after.strip.height).toBeGreaterThan(0);
    expect(after.strip.y).toBeGreaterThanOrEqual(status.y + status.height);
    for (const panel of [mine, theirs]) expect(overlaps(after.strip, panel)).toBe(false);
  },
);

test.each(cases)(
  "%s at %i×%i: the coach's words stand in the column under the block, not over the board",
  (id, w, h, dpr) => {
    const { areas } = screen(id, w, h, dpr, false);
    const notices = areas.notices;
    const [mine] = areas.hudPlaces.panels;
    expect(notices.height).toBeGreaterThanOrEqual(64 * dpr);
    expect(notices.x).toBe(areas.hud.x);
    expect(notices.y).toBeGreaterThanOrEqual(mine.y + mine.height);
    expect(notices.y + notices.height).toBeLessThanOrEqual(areas.hud.y + areas.hud.height + 0.5);
    expect(overlaps(notices, areas.board)).toBe(false);
  },
);
