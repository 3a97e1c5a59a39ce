import { expect, test } from 'vitest';
import { PUZZLE_TOP_AIR, puzzleSpare } from '../../../src/screens/puzzle/puzzle-spare.ts';

test("a tall phone's spare height goes under the board to the verdict, the title keeping a little air over it", () => {
  // 390×844 at dpr 3: a beaker puzzle leaves some 280 CSS px.
  const { over, verdict } = puzzleSpare(840, 3);
  expect(over).toBe(PUZZLE_TOP_AIR * 3);
  expect(verdict).toBe(840 - PUZZLE_TOP_AIR * 3);
  expect(verdict).toBeGreaterThan(over * 10);
});

test('a little spare is shared evenly, none is none', () => {
  expect(puzzleSpare(20, 3)).toEqual({ over: 10, verdict: 10 });
  expect(puzzleSpare(0, 3)).toEqual({ over: 0, verdict: 0 });
  expect(puzzleSpare(-5, 3)).toEqual({ over: 0, verdict: 0 });
});
