// The opponent's plan where the game shows it plainly: cells placed alone in open space (no cell of
// either side next to them as they landed) that filled in around and divided later. Counted from
// the game itself, one replay: each side's lone cells, how many had divided by the end, and what
// those squares were worth to their owner then. Said only when it is true and large (lonePlan).

import { PATTERN_SCORE, type Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

export interface LoneCells {
  /** Cells placed with no cell of either side next to them. */
  placed: number;
  /** Of those, still theirs at the end and divided (connected along an axis or more). */
  divided: number;
  /** What those squares' cells counted for their owner at the end. */
  points: number;
}

/** Both players' lone cells ([player 1's, player 2's]), or null on a board with the rules' options (their cells score otherwise). */
export function loneCells(review: GameReview): [LoneCells, LoneCells] | null {
  const position = review.start.clone();
  if (position.variants || position.byConnections) return null;
  const lone: number[][] = [[], []];
  for (const move of review.moves) {
    const q = position.turn();
    if (position.overlap(1, move) === 0 && position.overlap(2, move) === 0) lone[q - 1]!.push(move);
    position.playUnchecked(move);
  }
  const count = (q: Player): LoneCells => {
    const held = lone[q - 1]!.filter((s) => position.owner[s] === q);
    const divided = held.filter((s) => position.pattern[s] !== 0);
    return {
      placed: lone[q - 1]!.length,
      divided: divided.length,
      points: held.reduce((sum, s) => sum + PATTERN_SCORE[position.pattern[s]!]!, 0),
    };
  };
  return [count(1), count(2)];
}

/** The fewest lone cells of the opponent's that divided which are called a plan. */
export const PLAN_LEAST = 4;

/** The least points by which the opponent's lone cells beat the person's for the plan to be named. */
export const PLAN_AHEAD = 10;

/**
 * The opponent's lone cells as a plan worth naming against `person`, or null: at least PLAN_LEAST of
 * them divided later, worth 3 points a cell placed or more at the end, and PLAN_AHEAD points more
 * to the opponent than the person's lone cells were to the person.
 */
export function lonePlan(review: GameReview, person: Player): { theirs: LoneCells; yours: LoneCells } | null {
  const counted = loneCells(review);
  if (!counted) return null;
  const theirs = counted[2 - person]!;
  const yours = counted[person - 1]!;
  if (theirs.divided < PLAN_LEAST) return null;
  // Large: at least 3 points a lone cell placed, and PLAN_AHEAD more than the person's lone cells gave them.
  if (theirs.points < 3 * theirs.placed || theirs.points < yours.points + PLAN_AHEAD) return null;
  return { theirs, yours };
}
