// Where a capture ring's stake in words stands (ui/stake-tag-place.ts): at the foot of the ring's
// square, at its head where below hides an empty square the player reads next or runs off the
// board, always within the board.
import { expect, test } from 'vitest';
import { stakeTagSpot } from '../../src/ui/stake-tag-place.ts';

const bounds = { x: 0, y: 0, width: 1000, height: 1000 };
const tag = { width: 120, height: 30 };

test('under the ring, half on its square, where nothing empty is hidden', () => {
  expect(stakeTagSpot({ ring: { x: 500, y: 500 }, square: 100, tag, bounds, empty: [] })).toEqual({
    x: 500,
    y: 550,
  });
});

test('over the ring where the square below is empty and the one above is filled', () => {
  const empty = [{ x: 500, y: 600 }];
  expect(stakeTagSpot({ ring: { x: 500, y: 500 }, square: 100, tag, bounds, empty })).toEqual({
    x: 500,
    y: 450,
  });
  // Both empty: under it, as usual.
  const both = [...empty, { x: 500, y: 400 }];
  expect(stakeTagSpot({ ring: { x: 500, y: 500 }, square: 100, tag, bounds, empty: both })?.y).toBe(550);
});

test('a ring at the board edge: the tag stays within the board, over the ring at the bottom row', () => {
  const spot = stakeTagSpot({ ring: { x: 30, y: 960 }, square: 80, tag, bounds, empty: [] });
  expect(spot).toEqual({ x: 60, y: 920 });
  const top = stakeTagSpot({ ring: { x: 990, y: 20 }, square: 80, tag, bounds, empty: [] });
  expect(top).toEqual({ x: 940, y: 60 });
});

test('off the tags already standing: over the ring where below is taken, none where both are', () => {
  // A threat's tag on the square to the left, at its foot: this one's foot would cover it.
  const left = { x: 340, y: 535, width: 120, height: 30 };
  const spot = stakeTagSpot({ ring: { x: 500, y: 500 }, square: 100, tag, bounds, empty: [], taken: [left] });
  expect(spot).toEqual({ x: 500, y: 450 });
  const over = { x: 440, y: 435, width: 120, height: 30 };
  expect(
    stakeTagSpot({ ring: { x: 500, y: 500 }, square: 100, tag, bounds, empty: [], taken: [left, over] }),
  ).toBeNull();
});
