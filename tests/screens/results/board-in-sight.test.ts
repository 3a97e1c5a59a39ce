// on an upright phone the short sheet of a won ladder step (its stars, the step it opens)
// covered all but a strip of the winning board. Where it covers the board, a clear picture of it
// stands over the sheet, in the band under the top bar, gliding there from where the board stood.
import { describe, expect, test } from 'vitest';
import { BOARD_SEEN_SHARE, boardInSight } from '../../../src/screens/results/board-in-sight.ts';
import { SHEET_SLIDE_MS } from '../../../src/screens/results/sheet-stand.ts';

// The reviewer's phone (390x844 CSS at 2 game pixels a CSS pixel): the board under the score panel,
// the short sheet of a won step standing from 237 CSS px (measured in the test build).
const u = 2 * (390 / 420);
const phone = {
  short: true,
  board: { x: 3, y: 414, width: 774, height: 774 },
  barBottom: 100,
  sheetTop: 475,
  screenWidth: 780,
  u,
  reduced: false,
};

describe("the final board over an upright phone's short sheet", () => {
  test('a sheet covering the board: its picture stands whole between the top bar and the sheet, from where the board stood', () => {
    const sight = boardInSight(phone)!;
    expect(sight).not.toBeNull();
    expect(sight.from).toEqual(phone.board);
    expect(sight.to.y).toBeGreaterThan(phone.barBottom);
    expect(sight.to.y + sight.to.height).toBeLessThan(phone.sheetTop);
    // Square like the board, centred, and a picture worth seeing (over a third of the screen's width).
    expect(sight.to.width).toBeCloseTo(sight.to.height, 6);
    expect(sight.to.x + sight.to.width / 2).toBeCloseTo(phone.screenWidth / 2, 6);
    expect(sight.to.width).toBeGreaterThan(phone.screenWidth / 3);
    expect(sight.ms).toBe(SHEET_SLIDE_MS);
  });

  test('the picture stands alone: the real board behind it is hidden whole, not read through the shade (the same board twice)', () => {
    expect(boardInSight(phone)!.backdrop).toBe(1);
    expect(boardInSight({ ...phone, reduced: true })!.backdrop).toBe(1);
  });

  test('under reduced motion it is simply there', () => {
    expect(boardInSight({ ...phone, reduced: true })!.ms).toBe(0);
  });

  test('none where the board is in sight already, off the short sheet, or with no room worth a picture', () => {
    const low = phone.board.y + BOARD_SEEN_SHARE * phone.board.height;
    expect(boardInSight({ ...phone, sheetTop: low })).toBeNull();
    expect(boardInSight({ ...phone, sheetTop: low - 1 })).not.toBeNull();
    expect(boardInSight({ ...phone, short: false })).toBeNull();
    expect(boardInSight({ ...phone, board: null })).toBeNull();
    expect(boardInSight({ ...phone, sheetTop: phone.barBottom + 150 })).toBeNull();
  });
});
