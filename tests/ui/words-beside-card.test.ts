// The coach's words and the first triangle game's picture card (ui/notice-place.ts's
// wordsBesideCard): a hint asked for before the first move stood over the card on a tri:5 board, on
// an upright phone (390×844) and on one on its side (844×390); the rectangles are those drawn there.
import { expect, test } from 'vitest';
import { wordsBesideCard } from '../../src/ui/notice-place.ts';
import { overlapArea } from '../../src/ui/rects.ts';

const shown = (at: { x: number; y: number }, w: number, h: number) => ({
  x: at.x - w / 2,
  y: at.y,
  width: w,
  height: h,
});

test('390×844: the card fills the band under your panel, so the hint stands there and the card gives way', () => {
  const band = { x: 8, y: 638, width: 373, height: 146 };
  const card = { x: 10, y: 642, width: 370, height: 138 };
  const at = wordsBesideCard([band], 253, 50, [], card);
  // Nowhere is clear of the card: the two never stand over each other, as the card goes.
  expect(overlapArea(shown(at, 253, 50), card) === 0 || at.cardGoes).toBe(true);
  expect(at.cardGoes).toBe(true);
});

test('844×390: the card in the left column under the status line; a free band elsewhere takes the words, the card stays', () => {
  const column = { x: 8, y: 190, width: 300, height: 190 };
  const card = { x: 8, y: 207, width: 300, height: 131 };
  const alone = wordsBesideCard([column], 268, 47, [], card);
  expect(overlapArea(shown(alone, 268, 47), card) === 0 || alone.cardGoes).toBe(true);
  // With a second free band (a wider screen's), the words stand there and the picture stays in sight.
  const free = { x: 700, y: 20, width: 300, height: 120 };
  const beside = wordsBesideCard([column, free], 268, 47, [], card);
  expect(beside.cardGoes).toBe(false);
  expect(overlapArea(shown(beside, 268, 47), card)).toBe(0);
});

test('no card: the words stand at the top of the notices place, as ever', () => {
  const band = { x: 8, y: 638, width: 373, height: 146 };
  expect(wordsBesideCard([band], 253, 50, [], null)).toEqual({ x: 8 + 373 / 2, y: 638, cardGoes: false });
});
