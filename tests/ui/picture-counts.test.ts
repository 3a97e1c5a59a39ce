// The results' picture of the final board carries each cell's count as the board does (game-picture.ts):
// figures where the board would write them, sized for the picture as it is shown, none on a card's picture.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { pictureCounts, type GameCells } from '../../src/ui/art/game-picture.ts';
import { numeralLook } from '../../src/ui/piece-numeral.ts';

const layout = parseLayout('square:4');
const owner = new Uint8Array(layout.size);
const pattern = new Uint8Array(layout.size);
// A whole cell, two halves, four and eight pieces, and an empty square.
owner.set([1, 2, 1, 2]);
pattern.set([0b0000, 0b0001, 0b0011, 0b1111]);
const game: GameCells = {
  layout,
  owner,
  pattern,
  colours: [
    [34, 250, 34],
    [34, 142, 250],
  ],
};

test('a picture read for its score writes every count the board would, sized as shown', () => {
  // 100 picture pixels a square shown at 1 CSS px each: every split cell counted, its halves too.
  const roomy = pictureCounts({ ...game, counts: 1 }, 100);
  expect(roomy.map((c) => c.figure)).toEqual([2, 4, 8]);
  const look = numeralLook('square', 100);
  for (const c of roomy) {
    expect(c.font).toBeCloseTo(look.fontCss, 6);
    expect(c.disc).toBe(look.discCss);
  }
  // The same picture shown at half its size (2 picture pixels a CSS px): 50 CSS px a square, the
  // halves counted as on the board (one rule for every count), the figures sized for 50.
  const small = pictureCounts({ ...game, counts: 2 }, 100);
  expect(small.map((c) => c.figure)).toEqual([2, 4, 8]);
  expect(small[0]!.font).toBeCloseTo(2 * numeralLook('square', 50).fontCss, 6);
  // Too small for a figure at all: none.
  expect(pictureCounts({ ...game, counts: 4 }, 100)).toEqual([]);
  // The cards' pictures carry none.
  expect(pictureCounts(game, 100)).toEqual([]);
});
