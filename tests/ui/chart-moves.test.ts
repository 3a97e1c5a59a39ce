// The charts' move numbers: the first and the last move, round numbers between as room allows,
// never two closer than the room one number needs, never the start (move 0).
import { expect, test } from 'vitest';
import { moveTicks, type MoveMark } from '../../src/ui/chart-data.ts';

/** Moves 0..last spread over `width` px, as the score chart plots them. */
const spread = (last: number, width: number): MoveMark[] =>
  Array.from({ length: last + 1 }, (_, move) => ({ move, x: (move / last) * width }));
const numbers = (marks: MoveMark[]) => marks.map((m) => m.move);

test('a short game on a wide chart: every move numbered', () => {
  expect(numbers(moveTicks(spread(6, 600), 30))).toEqual([1, 2, 3, 4, 5, 6]);
});

test('a long game: the first, round steps, the last, each far enough from the others', () => {
  const ticks = moveTicks(spread(25, 300), 40);
  expect(numbers(ticks)).toEqual([1, 5, 10, 15, 20, 25]);
  const many = moveTicks(spread(144, 330), 30);
  expect(numbers(many)[0]).toBe(1);
  expect(numbers(many).at(-1)).toBe(144);
  for (let i = 1; i < many.length; i++) expect(many[i]!.x - many[i - 1]!.x).toBeGreaterThanOrEqual(30);
  expect(
    numbers(many)
      .slice(1, -1)
      .every((m) => m % 20 === 0),
  ).toBe(true);
});

test('the first move too near the first round number gives way to it: the numbers step evenly', () => {
  // 16 moves on an upright phone's chart: 2 stands apart from 4 but not from 1.
  expect(numbers(moveTicks(spread(16, 300), 30))).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
  // Where the first stands apart from the first round number, it stays.
  expect(numbers(moveTicks(spread(16, 300), 50))).toEqual([1, 5, 10, 16]);
});

test('a round number too near the last move gives way to it', () => {
  expect(numbers(moveTicks(spread(11, 220), 50))).toEqual([1, 5, 11]);
});

test('bars after each pair of moves: numbered by the move they stand after', () => {
  const pairs = [2, 4, 6, 8, 10, 11].map((move, i) => ({ move, x: i * 50 + 25 }));
  expect(numbers(moveTicks(pairs, 40))).toEqual([2, 4, 6, 8, 10, 11]);
  expect(numbers(moveTicks(pairs, 60))).toEqual([2, 11]);
});

test('no moves yet: no numbers', () => {
  expect(moveTicks([{ move: 0, x: 0 }], 30)).toEqual([]);
});
