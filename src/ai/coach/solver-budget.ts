// The coach's solver works within a budget of positions, not of time, so the same position gets
// the same answer on every device and none holds a player (or a worker) up: the review, the hint
// and the Best moves overlay share this one budget. A search past it is stopped at the solver's
// next pulse (every 4096 positions, counted across its searches), and the caller falls back on the expert's estimate, said as one.

import type { Position } from '../../engine/index.ts';
import type { ExactSearch } from '../expert/exact.ts';
import { changesManyCells } from '../expert/variant-moves.ts';

/**
 * Positions the solver may visit for one position's exact answer (its ordering searches included)
 * before the coach settles for the expert's estimate. Endgames 16 moves from the end of square:5,
 * square:6, hex:4 and square:6 with stem cells took 100,000 to 320,000 (a second or two on a
 * loaded core).
 */
export const EXACT_NODES = 1_000_000;
/**
 * The same under capture and jumps, where a position costs some 25 times as much (a move plays out
 * the groups it surrounds): about a second on one core. Random hex:5 and square:6 capture
 * endgames 10 moves from the end took 17,000 to 28,000; a 61-hexagon endgame full of groups
 * took 1.9 million (100 s).
 */
export const CAPTURE_EXACT_NODES = 100_000;

/**
 * The hint's and the overlay's budget without capture and jumps: a game of at most 20 moves is
 * valued from its first move, which took the overlay 1.6 million positions on hex:3 after d4 and
 * 5.0 million on grid:4x5 after b2 (8 s and 17 s on a loaded core). Under capture and jumps they
 * keep the review's CAPTURE_EXACT_NODES.
 */
export const HELP_EXACT_NODES = 8_000_000;

/** The solver's budget for an answer on this position's rules (`plain`: without capture and jumps). */
export function exactBudget(position: Position, plain = EXACT_NODES): number {
  return changesManyCells(position) ? CAPTURE_EXACT_NODES : plain;
}

/** The solver ran past its budget: the answer is the estimate's instead. */
export class OverBudget extends Error {
  constructor() {
    super('the solver ran past its budget of positions');
  }
}

/** One answer's budget: every search made for it counts against the same total. */
export class SolverBudget {
  /** Positions visited so far, by every search made for the answer. */
  spent = 0;

  constructor(readonly limit: number) {}

  /** Counts positions visited outside the solver (the ordering's shallow searches); throws past the limit. */
  add(nodes: number): void {
    this.spent += nodes;
    if (this.spent > this.limit) throw new OverBudget();
  }

  /** Runs one of `solver`'s searches within what is left, and counts its positions. Throws OverBudget at a pulse past the limit. */
  run<T>(solver: ExactSearch, search: () => T): T {
    const start = solver.visited;
    solver.onPulse = () => {
      if (this.spent + solver.visited - start > this.limit) {
        this.spent += solver.visited - start;
        throw new OverBudget();
      }
    };
    try {
      const result = search();
      // A search that finished is kept, even a little past the limit: the next pulse stops the next one.
      this.spent += solver.visited - start;
      return result;
    } finally {
      solver.onPulse = null;
    }
  }
}

/** `answer()`, or null when it runs past its budget (any other error is thrown on). */
export function withinBudget<T>(answer: () => T): T | null {
  try {
    return answer();
  } catch (e) {
    if (e instanceof OverBudget) return null;
    throw e;
  }
}
