// Whether the hint may promise the square its move sets up ("It sets up e3 for 12, if they leave
// it."): only where the review, judging the game afterwards by its own search and costs, would not
// call that square a costly move once it comes. The promise is checked after the reply the review
// itself expects (the best reply it finds); where that reply takes the square, or the square would
// then give 2 points or more away (a slip by the review's marks), the hint names no follow-up.

import { readSquareName, type Position } from '../../engine/index.ts';
import { markOf } from './marks.ts';
import { reviewedCost } from './analyse.ts';
import { PositionValuer } from './position-value.ts';

/** The set-up square after the move on `square` and the reply the review expects: what it would cost, or null where that reply takes it or the game ends first. */
export function setUpCost(position: Position, square: number, setUp: string): number | null {
  const mover = position.turn();
  // The review's valuer for a game where the person (the hint's reader) is `mover`.
  const valuer = new PositionValuer(undefined, undefined, [mover]);
  const after = position.clone();
  after.play(square);
  if (after.isOver()) return null;
  const reply = valuer.valueOf(after).best[0];
  const named = readSquareName(after.layout, setUp);
  const target = 'square' in named ? named.square : -1;
  if (reply === undefined || target < 0 || reply === target) return null;
  after.play(reply);
  if (after.isOver() || !after.legalMoveList().includes(target)) return null;
  return reviewedCost(valuer, after, target);
}

/** Whether the hint may name `setUp` as what its move on `square` sets up: the review would not mark it a slip or worse. */
export function setUpHolds(position: Position, square: number, setUp: string): boolean {
  const cost = setUpCost(position, square, setUp);
  if (cost === null) return false;
  const mark = markOf(cost);
  return mark === 'best' || mark === 'good';
}
