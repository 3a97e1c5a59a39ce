// Where a capture ring's stake in words stands (ui/stake-tag-place.ts): at the foot of the ring's
// square, at its head where below hides an empty square the player reads next or runs off the
// board, always within the board.
import { expect, test } from 'vitest';
import { ringFigure, stakeTagSpot } from '../../src/ui/stake-tag-place.ts';
import { overlapArea } from '../../src/ui/rects.ts';

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

test("hex:4 near the end: a threat's tag keeps off the loss inside the ring below and beside, as drawn on a 390 px phone", () => {
  // The threat on g5 (its "−1" centred at 321, 324) and the one on g4 half a hexagon right and one row down.
  const g5 = { x: 321, y: 324 };
  const g4 = { x: 346, y: 367 };
  const room = { square: 50, tag: { width: 80, height: 17 }, bounds, empty: [] };
  const spot = stakeTagSpot({ ...room, ring: g5, rings: [g4] })!;
  const box = { x: spot.x - 40, y: spot.y - 8.5, width: 80, height: 17 };
  const figure = ringFigure(g4, 50);
  expect(overlapArea(box, figure)).toBe(0);
  // It stands over its own ring instead, still on its column.
  expect(spot).toEqual({ x: 321, y: 299 });
  // g4's tag, at its foot, keeps off g5's figure too (it is above, out of reach).
  const other = stakeTagSpot({ ...room, ring: g4, rings: [g5], taken: [box] })!;
  expect(overlapArea({ x: other.x - 40, y: other.y - 8.5, width: 80, height: 17 }, ringFigure(g5, 50))).toBe(
    0,
  );
});

test('a tag with every other ring in its way on both edges stands nowhere: the ring and its figure alone', () => {
  const ring = { x: 500, y: 500 };
  const rings = [
    { x: 540, y: 570 },
    { x: 540, y: 430 },
  ];
  expect(stakeTagSpot({ ring, square: 100, tag, bounds, empty: [], rings })).toBeNull();
});
