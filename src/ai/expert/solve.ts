// Exact solving: the game-theoretic value of a position (the final score difference with best
// play from both sides) and every best move. Used by the `solve` command, the builder, the book
// and the tests.

import type { Position } from '../../engine/index.ts';
import { rootMoveClasses, solvingSearch, type Solution } from './root-moves.ts';
import type { ExactSwitches } from './exact-switches.ts';

export type { Solution } from './root-moves.ts';

export interface SolveOptions {
  /**
   * Share the work between mirror images (default true): a root move stands for its mirror
   * images, and the table keys positions by their least image when the position is symmetric.
   * False solves every move on its own, a second proof of a published value.
   */
  symmetry?: boolean;
  tableBits?: number;
  /** Only the value is wanted (default false): the best moves are not looked for and come back empty. */
  valueOnly?: boolean;
  /** Shortcuts of the search turned off, to check an answer a second way (default: all on). */
  switches?: Partial<ExactSwitches>;
}

/**
 * Solves a position to the end of the game, in this thread, with no node budget: the value by
 * null-window searches of the whole position, then each class of mirror-image first moves asked "does it
 * keep that value?" against the table the first search filled.
 */
export function solvePosition(position: Position, options: SolveOptions = {}): Solution {
  if (position.isOver()) return { value: position.scoreDifference(), best: [], nodes: 0 };
  const symmetry = options.symmetry ?? true;
  const search = solvingSearch(position, symmetry, options.tableBits, options.switches);
  const rest = search.solve(position);
  let nodes = search.nodes;
  const best: number[] = [];
  if (!options.valueOnly) {
    for (const squares of rootMoveClasses(position, symmetry)) {
      const keeps = search.isBestMove(position, squares[0]!, rest);
      nodes += search.nodes;
      if (keeps) best.push(...squares);
    }
  }
  const sign = position.turn() === 1 ? 1 : -1;
  return { value: position.scoreDifference() + sign * rest, best: best.sort((a, b) => a - b), nodes };
}
