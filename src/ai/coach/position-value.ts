// What a position is worth to the player to move, for the review: exact from the opening book
// or the solver when the position is within their reach, otherwise the expert's estimate at a
// fixed node budget (so the same game gets the same review on every device).

import type { Position } from '../../engine/index.ts';
import { lookUp } from '../book/book.ts';
import {
  orderedClasses,
  rootMoveClasses,
  solutionOf,
  solveClass,
  bestRest,
  type RootOutcome,
} from '../expert/root-moves.ts';
import { ExactSearch } from '../expert/exact.ts';
import { ExpertSearch } from '../expert/search.ts';
import { exactReach, QUICK_REACH } from '../expert/perfect.ts';
import { moveGain } from '../expert/variant-moves.ts';

/** Within this many moves of the end the solver gives every best move exactly, in a fraction of a second. */
export const EXACT_REACH = QUICK_REACH;
/** Positions the expert searches per estimated move: about 40 ms in a browser's worker. */
export const ESTIMATE_NODES = 60_000;

export interface PositionValue {
  /** The rest of the game's value for the player to move: final difference from their side, less today's. */
  rest: number;
  /** Every best move in reading order (exact), or the expert's choice (estimate). */
  best: number[];
  exact: boolean;
  /** The depth the estimate searched (0 when exact). */
  depth: number;
}

/** One valuer per review: the solver's and the expert's tables are kept from position to position. */
export class PositionValuer {
  private readonly solver = new ExactSearch(20);
  private readonly expert = new ExpertSearch(undefined, 18);

  constructor(readonly estimateNodes = ESTIMATE_NODES) {}

  valueOf(position: Position): PositionValue {
    if (position.isOver()) return { rest: 0, best: [], exact: true, depth: 0 };
    const sign = position.turn() === 1 ? 1 : -1;
    const entry = lookUp(position);
    if (entry)
      return {
        rest: sign * (entry.value - position.scoreDifference()),
        best: entry.best,
        exact: true,
        depth: 0,
      };
    if (position.movesLeft() <= exactReach(position, EXACT_REACH)) {
      const outcomes: RootOutcome[] = [];
      for (const squares of orderedClasses(position, rootMoveClasses(position, false))) {
        outcomes.push(solveClass(this.solver, position, squares, bestRest(outcomes)));
      }
      const solution = solutionOf(position, outcomes);
      return {
        rest: sign * (solution.value - position.scoreDifference()),
        best: solution.best,
        exact: true,
        depth: 0,
      };
    }
    const result = this.expert.search(position, { nodes: this.estimateNodes });
    return { rest: result.value, best: [result.square], exact: false, depth: result.depth };
  }

  /**
   * The estimated rest of the game for the mover after `square`, searched as deep as the
   * estimate that chose the best move searched its children, so the two compare like for like.
   */
  estimateMove(position: Position, square: number, depth: number): number {
    const gain = moveGain(position, position.turn(), square);
    position.playUnchecked(square);
    const child = position.isOver()
      ? 0
      : this.expert.search(position, { nodes: this.estimateNodes, maxDepth: Math.max(1, depth - 1) }).value;
    position.undo();
    return gain - child;
  }
}
