// Where a question about the board stands: beside the board where a column is free, under it on an
// upright screen, and where no band holds it, at the screen's top or bottom away from the squares named.
import { expect, test } from 'vitest';
import { boardQuestionSpot } from '../../src/ui/dialog-place.ts';

const heightAt = (w: number) => 60_000 / w; // narrower panels are taller, as wrapped words make them
const within = (spot: { x: number; width: number }, x: number, right: number) =>
  spot.x >= x && spot.x + spot.width <= right;

test('a wide screen: in the wider free column beside the board, level with its middle', () => {
  const board = { x: 300, y: 100, width: 500, height: 500 };
  const spot = boardQuestionSpot(
    { width: 1280, height: 720, board, avoid: [], margin: 10, least: 240 },
    heightAt,
    460,
  );
  expect(within(spot, 810, 1270)).toBe(true);
  expect(spot.y + heightAt(spot.width) / 2).toBeCloseTo(350, 6);
});

test('an upright phone: a sheet under the board, as wide as allowed', () => {
  const board = { x: 5, y: 150, width: 380, height: 400 };
  const spot = boardQuestionSpot(
    { width: 390, height: 844, board, avoid: [], margin: 10, least: 240 },
    heightAt,
    370,
  );
  expect(spot.width).toBe(370);
  expect(spot.y).toBe(560);
});

test('no band holds it: at the top or the bottom, whichever leaves the named squares in sight', () => {
  const board = { x: 10, y: 10, width: 380, height: 380 };
  const low = { x: 100, y: 300, width: 50, height: 50 };
  const high = { x: 100, y: 40, width: 50, height: 50 };
  const q = { width: 400, height: 400, board, margin: 10, least: 240 };
  const h = heightAt(380);
  const top = boardQuestionSpot({ ...q, avoid: [low] }, heightAt, 380);
  expect(top.y).toBe(10);
  expect(top.y + h).toBeLessThanOrEqual(low.y);
  const bottom = boardQuestionSpot({ ...q, avoid: [high] }, heightAt, 380);
  expect(bottom.y).toBeGreaterThanOrEqual(high.y + high.height);
});
