// What a position is worth to the player to move, for the review: exact from the opening book
// (or from the book's values of every move's position), or the solver when the position is within their reach and the solver finishes within its budget
// of positions, otherwise the expert's estimate at a fixed node budget. Both budgets count
// positions, not time, so the same game gets the same review on every device, and no position
// (a 61-hexagon endgame under capture and jumps took the solver 100 s) holds the review up.

import type { Player, Position } from '../../engine/index.ts';
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
import { exactBudget, SolverBudget, withinBudget } from './solver-budget.ts';
import { coachPick } from './coach-pick.ts';

/** Within this many moves of the end the solver gives every best move exactly, in a fraction of a second. */
export const EXACT_REACH = QUICK_REACH;
/** Positions the expert searches per estimated move: about 40 ms in a browser's worker. */
export const ESTIMATE_NODES = 60_000;
/** Positions the solver's ordering searches per root move (at most). */
const ORDER_NODES = 20_000;

export interface PositionValue {
  /** The rest of the game's value for the player to move: final difference from their side, less today's. */
  rest: number;
  /** Every best move in reading order (exact), or the expert's choice (estimate). */
  best: number[];
  exact: boolean;
  /** The depth the estimate searched (0 when exact). */
  depth: number;
}

/**
 * A position one move before the book: where every move leads to a position the book holds (the
 * book keeps every reply to Perfect's moves), the best of them is the position's exact value.
 * Null when a move leaves the book.
 */
export function bookChildren(position: Position): PositionValue | null {
  const sign = position.turn() === 1 ? 1 : -1;
  let bestFinal = -Infinity;
  let best: number[] = [];
  for (const move of position.legalMoveList()) {
    position.playUnchecked(move);
    const final = position.isOver() ? position.scoreDifference() : lookUp(position)?.value;
    position.undo();
    if (final === undefined) return null;
    if (sign * final > bestFinal) [bestFinal, best] = [sign * final, [move]];
    else if (sign * final === bestFinal) best.push(move);
  }
  if (best.length === 0) return null;
  return {
    rest: bestFinal - sign * position.scoreDifference(),
    best: best.sort((a, b) => a - b),
    exact: true,
    depth: 0,
  };
}

/** One valuer per review: the solver's and the expert's tables are kept from position to position. */
export class PositionValuer {
  private solver = new ExactSearch(20);
  private readonly expert = new ExpertSearch(undefined, 18);
  /** Positions the last `valueOf` visited: the solver's (within its budget) and the expert's. */
  nodes = 0;

  /**
   * `exactNodes`: the solver's budget (by default EXACT_NODES, CAPTURE_EXACT_NODES under capture and
   * jumps). `hintSeats`: where one of these players is to move, an estimated position's best move
   * is the coach's pick (the hint's square, coach-pick.ts), as the review judges the person's
   * moves; elsewhere the expert's search within `estimateNodes`, a fifth of the pick's cost.
   */
  constructor(
    readonly estimateNodes = ESTIMATE_NODES,
    readonly exactNodes?: number,
    readonly hintSeats: readonly Player[] = [],
  ) {}

  /**
   * `deep`: the solver's reach and budget for a second look at a position the first left to the
   * estimate (the review's deepening pass, from the end of the game backwards); null for none.
   */
  valueOf(position: Position, deep: number | null = null): PositionValue {
    this.nodes = 0;
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
    // Beyond the solver's quick reach, the book may hold every move's position.
    const fromChildren = position.movesLeft() > EXACT_REACH ? bookChildren(position) : null;
    if (fromChildren) return fromChildren;
    if (deep !== null || position.movesLeft() <= exactReach(position, EXACT_REACH)) {
      const solved = this.solve(position, deep ?? undefined);
      if (solved) return solved;
      if (deep !== null) return { rest: 0, best: [], exact: false, depth: 0 };
    }
    if (this.hintSeats.includes(position.turn())) {
      const pick = coachPick(position);
      return { rest: pick.rest, best: [pick.square], exact: false, depth: pick.depth };
    }
    const result = this.expert.search(position, { nodes: this.estimateNodes });
    this.nodes += result.nodes;
    return { rest: result.value, best: [result.square], exact: false, depth: result.depth };
  }

  /** The solver's exact value, or null when it would visit more positions than its budget. */
  private solve(position: Position, limit?: number): PositionValue | null {
    const sign = position.turn() === 1 ? 1 : -1;
    const budget = new SolverBudget(limit ?? this.exactNodes ?? exactBudget(position));
    // The solver plays its moves on a copy: a search stopped by its budget leaves them played.
    const copy = position.clone();
    const solution = withinBudget(() => {
      // The ordering's shallow searches take at most a quarter of the budget.
      const roots = rootMoveClasses(copy, false);
      const ordering = { nodes: 0 };
      const perClass = Math.min(ORDER_NODES, Math.floor(budget.limit / 4 / roots.length));
      const classes = orderedClasses(copy, roots, perClass, 4, ordering);
      budget.add(ordering.nodes);
      const outcomes: RootOutcome[] = [];
      for (const squares of classes)
        outcomes.push(
          budget.run(this.solver, () => solveClass(this.solver, copy, squares, bestRest(outcomes))),
        );
      return solutionOf(copy, outcomes);
    });
    this.nodes += budget.spent;
    // A stopped search leaves its table and move order mid-game: the next answer starts a fresh solver.
    if (!solution) {
      this.solver = new ExactSearch(20);
      return null;
    }
    return {
      rest: sign * (solution.value - position.scoreDifference()),
      best: solution.best,
      exact: true,
      depth: 0,
    };
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
