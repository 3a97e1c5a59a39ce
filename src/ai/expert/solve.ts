// Exact solving: the game-theoretic value of a position (the final score difference with best
// play from both sides) and every best move. Used by the `solve` command, the book and the tests.

import type { Position } from '../../engine/index.ts';
import {
  bestRest, orderedClasses, rootMoveClasses, solutionOf, solveClass, solvingSearch, type RootOutcome, type Solution,
} from './root-moves.ts';

export type { Solution } from './root-moves.ts';

export interface SolveOptions {
  /**
   * Share the work between mirror images (default true): a root move stands for its mirror
   * images, and the table keys positions by their least image when the position is symmetric.
   * False solves every move on its own, a second proof of a published value.
   */
  symmetry?: boolean;
  tableBits?: number;
}

/**
 * Solves a position to the end of the game, in this thread, with no node budget: the root's
 * moves one class at a time, each bounded by the best found before it.
 */
export function solvePosition(position: Position, options: SolveOptions = {}): Solution {
  if (position.isOver()) return { value: position.scoreDifference(), best: [], nodes: 0 };
  const symmetry = options.symmetry ?? true;
  const search = solvingSearch(position, symmetry, options.tableBits);
  const outcomes: RootOutcome[] = [];
  for (const squares of orderedClasses(position, rootMoveClasses(position, symmetry))) {
    outcomes.push(solveClass(search, position, squares, bestRest(outcomes)));
  }
  return solutionOf(position, outcomes);
}
