// Where the game turned is where the chart turned for good: after a loss, the move from which the
// forecast named the opponent but for single moves, where the opponent's slip handed the game back
// and the person's next move gave it away again. A reviewer read "move 27 turned it: from winning by
// 5 to losing by 7" beside a chart on Medium's side from move 17.
import { expect, test } from 'vitest';
import { GameReview } from '../../../src/game/review.ts';
import { turningMove } from '../../../src/screens/review/turning-move.ts';
import { reviewOf } from '../../game/review-of.ts';

/** A petri:6 game of 32 moves, lost by player 1 99–108 (a game against Medium). */
const RECORD =
  'petri:6 e2 b2 e3 b3 b6 f3 f2 c3 d3 c1 d2 d4 e1 b4 d5 c5 d1 c2 e4 c4 e5 f4 d6 b1 e6 a4 a2 b5 f5 a5 c6 a3';

/**
 * The forecast after each ply: player 1 ahead by 4 until their move 17 (index 16) gives 9 away; then
 * at each ply of `back` Medium's move has handed it back (5 ahead) and player 1's next move gives it
 * away again.
 */
function zigzag(back: number[]): { values: number[]; costs: number[] } {
  const values: number[] = Array.from({ length: 32 }, (_, ply) => (ply <= 16 ? 4 : -5));
  const costs: number[] = Array.from({ length: 32 }, (_, index) => (index === 16 ? 9 : 0));
  for (const ply of back) {
    values[ply] = 5;
    costs[ply - 1] = 10;
    costs[ply] = 10;
  }
  return { values, costs };
}

test('a loss whose forecast the opponent handed back for single moves turned where it first went over for good', () => {
  const { values, costs } = zigzag([22, 24, 26]);
  const review = reviewOf(RECORD, values, costs);
  const [one, two] = review.scores.at(-1)!;
  expect(one - two).toBe(-9);
  expect(review.settledPly()).toBe(17);
  const turned = turningMove(review, 1)!;
  expect(turned.move.index).toBe(16);
  expect([turned.before, turned.after]).toEqual([4, -5]);
  // The chart's notches say the same: none on the zigzag.
  expect(review.turns().map((t) => t.index)).toEqual([16]);
});

test('handed back for longer than a move, the forecast changed sides: where it turned is the move that gave it away again', () => {
  const { values, costs } = zigzag([]);
  // Medium's move 22 hands it back (5 ahead) for three moves; player 1's move 25 gives it away.
  values[22] = values[23] = values[24] = 5;
  costs[21] = 10;
  costs[24] = 10;
  const review: GameReview = reviewOf(RECORD, values, costs);
  expect(review.settledPly()).toBe(25);
  const turned = turningMove(review, 1)!;
  expect(turned.move.index).toBe(24);
  expect(turned.move.mover).toBe(1);
  expect(review.turns(3).map((t) => t.index)).toEqual([16, 21, 24]);
});
