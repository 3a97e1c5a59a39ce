// Where the board's end banner stands (ui/banner-place.ts): across the middle, off the last move's
// square.
import { expect, test } from 'vitest';
import { bannerY } from '../../src/ui/banner-place.ts';

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
