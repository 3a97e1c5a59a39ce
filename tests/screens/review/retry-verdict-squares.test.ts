// The squares the retry's verdict speaks of (verdictSquares, screens/review/retry-model.ts) under
// the jumps rule (RULES.md section 13): the board scene places the verdict's panel clear of them by
// their cells, so each must be a square of the board, and a jump speaks of its three squares.
import { describe, expect, test } from 'vitest';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { parseRules, replayRecord } from '../../../src/engine/index.ts';
import { verdictSquares } from '../../../src/screens/review/retry-model.ts';
import { squares } from './reviewed-game.ts';

/** A review of the move at `index`, the move `square` (a move number), the best by name. */
const review = (index: number, square: number, best: string[]): MoveReview => ({
  index,
  mover: 1,
  square,
  move: '',
  best,
  cost: 2,
  exact: true,
  value: 0,
});

describe('the squares of a retried jump', () => {
  test('a jump retried, a square played now, the best a jump: all squares of the board', () => {
    // Player 1 jumped from c3 over d4 to e5 (the RULES example); the retry plays e5 instead.
    const jumped = replayRecord('square:6/jumps c3 d4 d3 f6 c3xe5');
    const jump = jumped.moves()[4]!;
    expect(jumped.isJump(jump)).toBe(true);
    const retried = replayRecord('square:6/jumps c3 d4 d3 f6 e5');
    const [c3, d4, e5] = squares('square:6', ['c3', 'd4', 'e5']);
    expect(verdictSquares(retried, review(4, jump, ['c3xe5']))).toEqual([c3, d4, e5, e5, c3, d4, e5]);
  });

  test('a square retried, a jump played now, the best both a jump and a square', () => {
    const position = replayRecord('square:6/jumps c3 d4 d3 f6 c3xe5');
    const [c3, d4, e5, a1] = squares('square:6', ['c3', 'd4', 'e5', 'a1']);
    expect(verdictSquares(position, review(4, a1!, ['c3xe5', 'a1']))).toEqual([
      a1,
      c3,
      d4,
      e5,
      c3,
      d4,
      e5,
      a1,
    ]);
  });

  test("the reviewer's best on tri:6/jumps, c1xc3: from c1 over a square of the board to c3", () => {
    const tri = replayRecord('tri:6/jumps');
    const layout = parseRules('tri:6/jumps').layout;
    const [c1, c3] = squares('tri:6', ['c1', 'c3']);
    const [retried, from, over, to, ...rest] = verdictSquares(tri, review(0, c1!, ['c1xc3']));
    expect([retried, from, to, rest]).toEqual([c1, c1, c3, []]);
    expect(over! >= 0 && over! < layout.size && over !== c1 && over !== c3).toBe(true);
  });
});
