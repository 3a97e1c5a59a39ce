// Where the board's end banner stands (ui/banner-place.ts): off the board in the status band where it fits, else across the middle, off the last move's
// square.
import { describe, expect, test } from 'vitest';
import { bannerOffBoard, bannerY, OFF_BOARD_LEAST } from '../../src/ui/banner-place.ts';

const board = { top: 100, bottom: 500, square: 80, height: 60 };

test('across the middle where the last move is clear of it', () => {
  expect(bannerY({ ...board, last: 140 })).toBe(300);
  expect(bannerY({ ...board, last: null })).toBe(300);
});

test('in the other half where the last move lies under the middle', () => {
  // Just above the middle: the banner goes down to the lower half's middle, clear of the square.
  const y = bannerY({ ...board, last: 290 });
  expect(y).toBe(400);
  expect(y - 30).toBeGreaterThanOrEqual(290 + 40);
  // Below it: up.
  expect(bannerY({ ...board, last: 330 })).toBe(200);
});

test('on a short board, as far as keeps the square clear', () => {
  const short = { top: 100, bottom: 260, square: 80, height: 60 };
  expect(bannerY({ ...short, last: 180 })).toBe(250);
});

describe('bannerOffBoard', () => {
  const squares = { left: 20, right: 370, top: 230, bottom: 580 };
  const plate = { width: 300, height: 70 };

  test('upright: in the status band above the board, whole, never reaching a square', () => {
    const band = { x: 0, y: 130, width: 390, height: 80 };
    const at = bannerOffBoard(band, squares, plate)!;
    expect(at).toEqual({ x: 195, y: 170, scale: 1 });
    expect(at.y + (plate.height * at.scale) / 2).toBeLessThanOrEqual(squares.top);
  });

  test('a narrow column beside the board holds it smaller, its whole width inside the column', () => {
    const band = { x: 0, y: 300, width: 200, height: 120 };
    const at = bannerOffBoard(band, { ...squares, left: 420, right: 1100 }, plate)!;
    expect(at.scale).toBeCloseTo((200 * 0.96) / 300);
    expect(plate.width * at.scale).toBeLessThanOrEqual(band.width);
  });

  test('over the board as before where the band touches the squares, is none, or would hold it too small', () => {
    expect(bannerOffBoard({ x: 0, y: 200, width: 390, height: 80 }, squares, plate)).toBeNull();
    expect(bannerOffBoard(null, squares, plate)).toBeNull();
    const tiny = { x: 0, y: 130, width: 390, height: 70 * OFF_BOARD_LEAST - 1 };
    expect(bannerOffBoard(tiny, squares, plate)).toBeNull();
  });
});
