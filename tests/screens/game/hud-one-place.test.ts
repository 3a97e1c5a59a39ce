// On a tablet and a desktop the scores stand in one place from board to board: the HUD's column
// beside the board, unless a row over it would give the board clearly larger squares
// (board-screen-areas.ts COLUMN_KEPT_WITHIN). A reviewer's tablet moved the scores from a column
// (a hexagon) to a row (a beaker).
import { expect, test } from 'vitest';
import { boardScreen } from './board-screen.ts';

const BOARDS = ['square:5', 'square:8', 'square:12', 'petri:7', 'hex:4', 'hex:7', 'tri:6'];
const VESSELS = ['beaker:6x7', 'beaker:5x4', 'beaker:4x5', 'flask:8x3', 'flask:6x4'];

test.each([
  [1024, 768],
  [1280, 720],
  [1440, 900],
])('%i×%i: every board and vessel keeps the scores in the column beside it', (w, h) => {
  const rows = [...BOARDS, ...VESSELS].filter((id) => !boardScreen(id, w, h, 1).areas.column);
  expect(rows).toEqual([]);
});

test('a wide flask takes the row where the column would cost its squares much', () => {
  // A flask 10 wide and 3 tall on a tablet, one 8 wide on a small window: the row over the board.
  expect(boardScreen('flask:10x3', 1024, 768, 1).areas.column).toBe(false);
  expect(boardScreen('flask:8x3', 800, 600, 1).areas.column).toBe(false);
});
