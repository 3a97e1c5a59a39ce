// Which square the hint names among those its judgement ranks alike, and the honest contrast with the
// square that scores most now. A player reads "+6 now" beside a square worth +12 on the board: where
// the coach's own judgement (the book's best moves, the solver's, the expert's estimate within
// HINT_TOLERANCE) holds the high-scoring square as good as its pick, the hint names that square;
// where it does not, the hint says what the high-scoring square costs by the end (`Greedier`).

import { moveName, type Position } from '../../engine/index.ts';
import { lookUp } from '../book/book.ts';
import type { ExactSearch } from '../expert/exact.ts';
import { ExpertSearch } from '../expert/search.ts';
import { TUNED_WEIGHTS } from '../expert/weights.ts';
import { moveGain } from '../expert/variant-moves.ts';
import { withinBudget, type SolverBudget } from './solver-budget.ts';
import { greedyWhy, type GreedyWhy } from './greedy-why.ts';
import { scoreNow } from './score-now.ts';

/**
 * Points of the expert's estimate within which the square that scores most now counts as good as
 * the expert's pick: the review's "less than a point given away", so the review never calls the
 * hinted square a slip.
 */
export const HINT_TOLERANCE = 0.5;

/** The square that scores more now than the hinted one, and how much worse it ends with best play. */
export interface Greedier {
  /** Its name, e.g. `d3`. */
  move: string;
  /** The mover's points on it now. */
  gain: number;
  /** How many points worse the final margin is with it than with the hint (at least 1). */
  worse: number;
  /** Worked out to the end (the book, the solver); else the expert's estimate. */
  exact: boolean;
  /** Why the hint's square over it, as the board shows it (greedy-why.ts). */
  why: GreedyWhy;
}

/** Of `squares`, the one that scores most now; ties go to the first of them (the judgement's order). */
export function greediestOf(position: Position, squares: readonly number[]): number {
  let best = squares[0]!;
  let most = -Infinity;
  for (const s of squares) {
    const g = scoreNow(position, s);
    if (g > most) [best, most] = [s, g];
  }
  return best;
}

/** The square that scores most now of all the legal moves, `preferred` first among equals. */
export function greediest(position: Position, preferred: number): number {
  const legal = position.legalMoveList().filter((s) => s !== preferred);
  return greediestOf(position, [preferred, ...legal]);
}

/** The expert's estimate of the rest of the game for the mover after `square`, searched to `depth` in all. */
function estimateMove(position: Position, square: number, depth: number, nodes: number): number {
  const gain = moveGain(position, position.turn(), square);
  position.playUnchecked(square);
  const child = position.isOver()
    ? 0
    : new ExpertSearch(TUNED_WEIGHTS).search(position, { nodes, maxDepth: Math.max(1, depth - 1) }).value;
  position.undo();
  return gain - child;
}

/** The squares the expert weighs against its pick: this many of those scoring more now, most first. */
const RIVALS = 3;

/**
 * The expert's pick `square` (found `depth` deep) against the squares that score more now (the
 * RIVALS that score most), each searched alike: the one scoring most now of those within
 * HINT_TOLERANCE of the pick, else the pick and how much worse the greediest ends (an estimate).
 */
export function expertChoice(
  position: Position,
  square: number,
  depth: number,
  nodes: number,
): { square: number; greedier: Greedier | null } {
  const own = scoreNow(position, square);
  const rivals = position
    .legalMoveList()
    .map((s) => ({ s, now: scoreNow(position, s) }))
    .filter((r) => r.now > own)
    .sort((a, b) => b.now - a.now || a.s - b.s)
    .slice(0, RIVALS);
  if (rivals.length === 0) return { square, greedier: null };
  const copy = position.clone();
  const picked = estimateMove(copy, square, depth, nodes);
  const values: number[] = [];
  for (const { s } of rivals) {
    values.push(estimateMove(copy, s, depth, nodes));
    if (values.at(-1)! >= picked - HINT_TOLERANCE) break;
  }
  const at = values.findIndex((v) => v >= picked - HINT_TOLERANCE);
  const chosen = at < 0 ? { s: square, value: picked } : { s: rivals[at]!.s, value: values[at]! };
  // The square named still scores less now than the greediest: what the greediest costs by the end.
  const greedier =
    scoreNow(position, chosen.s) >= rivals[0]!.now
      ? null
      : greedierOf(position, rivals[0]!.s, Math.round(chosen.value - values[0]!), false, chosen.s);
  return { square: chosen.s, greedier };
}

/**
 * The square that scores most now against a solved hint (`margin`: the final margin with best play
 * from the mover's side): how much worse it ends, from the book where it holds the position after
 * it, else the solver within `budget`, else the expert's estimate; null when it scores no more.
 */
export function solvedGreedier(
  position: Position,
  square: number,
  margin: number,
  solver: ExactSearch,
  budget: SolverBudget,
  nodes: number,
  quickReach: number,
): Greedier | null {
  const greedy = greediest(position, square);
  if (scoreNow(position, greedy) <= scoreNow(position, square)) return null;
  const sign = position.turn() === 1 ? 1 : -1;
  const after = position.clone();
  after.playUnchecked(greedy);
  const entry = lookUp(after);
  // The other side moves next: its rest of the game, from the mover's side, with a minus.
  const known =
    entry !== null
      ? sign * entry.value
      : after.isOver()
        ? sign * after.scoreDifference()
        : // As the hint itself: the solver only within its quick reach of the end, so a hint answers at once.
          after.movesLeft() > quickReach
          ? null
          : withinBudget(
              () => sign * after.scoreDifference() - budget.run(solver, () => solver.solve(after.clone())),
            );
  if (known !== null)
    return margin - known > 0 ? greedierOf(position, greedy, margin - known, true, square) : null;
  const copy = position.clone();
  const depth = 4;
  const worse = Math.round(
    estimateMove(copy, square, depth, nodes) - estimateMove(copy, greedy, depth, nodes),
  );
  return worse > 0 ? greedierOf(position, greedy, worse, false, square) : null;
}

function greedierOf(
  position: Position,
  square: number,
  worse: number,
  exact: boolean,
  hint: number,
): Greedier {
  return {
    move: moveName(position, square),
    gain: scoreNow(position, square),
    worse: Math.max(1, worse),
    exact,
    why: greedyWhy(position, hint, square),
  };
}
