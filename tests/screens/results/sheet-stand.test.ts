// The results' sheet at the screen's foot, sliding up from below it, the final board's top in sight
// above it (screens/results/sheet-stand.ts).
import { expect, test } from 'vitest';
import {
  BOARD_SIGHT,
  pictureRoom,
  SHEET_SLIDE_MS,
  sheetStand,
} from '../../../src/screens/results/sheet-stand.ts';
import { READ_MS } from '../../../src/screens/results/results-model.ts';

test('the sheet stands at the foot of the screen and slides up from below it; reduced motion: no slide', () => {
  const panel = { x: 12, y: 200, width: 366, height: 500 };
  const stand = sheetStand(panel, 844, 12, false);
  expect(panel.y + stand.dy + panel.height).toBe(844 - 12);
  // It starts wholly below the screen.
  expect(panel.y + stand.dy + stand.from).toBeGreaterThanOrEqual(844);
  expect(stand.ms).toBe(SHEET_SLIDE_MS);
  // Its slide is over before a tap on it counts: no button moves under a finger.
  expect(SHEET_SLIDE_MS).toBeLessThan(READ_MS);
  expect(sheetStand(panel, 844, 12, true)).toEqual({ dy: stand.dy, from: 0, ms: 0 });
  // A sheet as tall as the screen (a phone on its side) stays where it is, there at once.
  expect(sheetStand({ x: 0, y: 0, width: 844, height: 390 }, 390, 0, false)).toEqual({
    dy: 0,
    from: 0,
    ms: 0,
  });
});

test("an upright phone's picture gives up what keeps the board's top part in sight above the sheet", () => {
  const board = { top: 210, height: 380 };
  const o = { board, screenHeight: 844, panelHeight: 600, margin: 12 };
  const room = pictureRoom(300, o);
  const sheetTop = 844 - 12 - (600 - (300 - room));
  expect(sheetTop).toBeCloseTo(board.top + BOARD_SIGHT * board.height);
  // Room enough already, or no board: the picture keeps it all; never less than none.
  expect(pictureRoom(300, { ...o, panelHeight: 400 })).toBe(300);
  expect(pictureRoom(300, { ...o, board: null })).toBe(300);
  expect(pictureRoom(50, o)).toBe(0);
});
