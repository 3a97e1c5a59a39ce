// The review of a finished (or unfinished) game: for every move, the best move or moves there,
// and what the move cost its mover in points against the best, exact where the solver or the
// book reaches and the expert's estimate elsewhere. Moves come one at a time, first move first,
// so a review can be shown while the rest is still being worked out.

import { moveName, Position, replayRecord, type Player } from '../../engine/index.ts';
import { changesManyCells, moveGain } from '../expert/variant-moves.ts';
import { PositionValuer, type PositionValue } from './position-value.ts';

/**
 * The deepening pass reaches this many moves from the end: square:5's positions 17 to 20 moves
 * from the end took the solver 0.16 to 2.1 million positions (0.2 to 2.5 s on a loaded core), solved
 * last first; a square:6 position 17 moves from the end ran past 3 million.
 */
export const DEEP_REACH = 22;
/** Positions the deepening pass's solver may visit for one position before the estimate stays. */
export const DEEP_NODES = 3_000_000;
/**
 * The same under capture and jumps, where a position costs some 25 times as much: Medium against
 * Hard on square:4, tri:4 and hex:3 with capture and square:4 with jumps left 6 to 9 moves of 16 to
 * 19 as estimates (some called blunders of 8 to 12 points that cost 0 to 3); this budget leaves 2
 * to 6 of them, in 3 to 8 more seconds (docs/coach.md).
 */
export const CAPTURE_DEEP_NODES = 1_000_000;
/**
 * Under capture and jumps only boards of at most this many squares are deepened: on hex:5 (61) one
 * position 10 moves from the end ran 1.9 million positions (100 s), so the budget would be spent
 * there for nothing.
 */
export const CAPTURE_DEEP_SQUARES = 25;

/** The deepening pass's budget per position on these rules: 0 where it is not worth running. */
function deepBudget(start: Position): number {
  if (!changesManyCells(start)) return DEEP_NODES;
  return start.layout.size <= CAPTURE_DEEP_SQUARES ? CAPTURE_DEEP_NODES : 0;
}

export interface MoveReview {
  /** 0-based index of the move in the game (the position's moves before it). */
  index: number;
  mover: Player;
  square: number;
  move: string;
  /** Every best move (exact), or the expert's choice (estimate), by name. */
  best: string[];
  /** Points the move gave away against the best move, from the mover's side (0 for a best move). */
  cost: number;
  /** The cost is the solver's (or the book's); otherwise the expert's estimate. */
  exact: boolean;
  /** The final difference with best play from here on, from player 1's side, before the move. */
  value: number;
  /** `value` is the solver's (or the book's); otherwise the expert's estimate (absent: as `exact`). */
  valueExact?: boolean;
  /**
   * The move is the coach's pick at its first look (the square the hint names there), which the
   * deepening pass, working the position out to the end, found short of the best: said so.
   */
  hintsPick?: boolean;
}

export interface AnalyseOptions {
  /** Positions the expert searches per estimated move (default ESTIMATE_NODES). */
  nodes?: number;
  /** Positions the solver may visit for one exact answer before the estimate serves (default EXACT_NODES). */
  exactNodes?: number;
  /** Positions the deepening pass may visit per position (default DEEP_NODES; 0: no deepening). */
  deepNodes?: number;
  /** Review only the moves from this index on (default 0): a retried move alone. */
  from?: number;
  /**
   * The players whose moves are judged by the coach's own pick where best play is not known (the
   * person's, whom the hint advised: a hinted move is then never called short by a shallower look);
   * the others' by the expert's quicker search. Default both.
   */
  hintSeats?: readonly Player[];
}

/** Reviews every move of a record, first to last. Throws the record's error for a bad record. */
export function* analyseRecord(record: string, options: AnalyseOptions = {}): Generator<MoveReview> {
  const played = replayRecord(record);
  const moves = played.moves();
  const from = Math.max(0, Math.min(options.from ?? 0, moves.length));
  const start = new Position(played.rules);
  for (const m of moves.slice(0, from)) start.playUnchecked(m);
  yield* analyseMoves(start, moves.slice(from), options);
}

/** Reviews `moves` played from `start` (left as it was found). */
export function* analyseMoves(
  start: Position,
  moves: number[],
  options: AnalyseOptions = {},
): Generator<MoveReview> {
  // The hint's judge where best play is not known: the square the hint names is the review's best there.
  const valuer = new PositionValuer(options.nodes, options.exactNodes, options.hintSeats ?? [1, 2]);
  // positions[i] and values[i]: before moves[i] (the last: after the last move).
  const positions = [start.clone()];
  const values: PositionValue[] = [valuer.valueOf(positions[0]!)];
  for (let i = 0; i < moves.length; i++) {
    const next = positions[i]!.clone();
    next.play(moves[i]!);
    positions.push(next);
    values.push(valuer.valueOf(next));
    yield reviewMove(valuer, positions[i]!, start.ply + i, moves[i]!, values[i]!, values[i + 1]!);
  }
  // The deepening pass: when every estimate lies within DEEP_REACH of the end (a short game, its
  // opening in the book), they are solved after all, last first (each solve fills the table the one
  // before it reads), until one runs past its budget; a longer game keeps its estimates rather than
  // spend seconds solving a few. A move whose value or whose child's value became exact is sent
  // again, replacing its estimate.
  const deepNodes = options.deepNodes ?? deepBudget(start);
  const estimates = positions.filter((_, i) => !values[i]!.exact);
  if (deepNodes <= 0 || estimates.some((p) => p.movesLeft() > DEEP_REACH)) return;
  for (let i = moves.length; i >= 0; i--) {
    const position = positions[i]!;
    if (values[i]!.exact) continue;
    const deep = valuer.valueOf(position, deepNodes);
    if (!deep.exact) break;
    // The estimate's best was the coach's pick: the hint's square there.
    const picked = values[i]!.best[0];
    values[i] = deep;
    if (i < moves.length) {
      const review = reviewMove(valuer, position, start.ply + i, moves[i]!, values[i]!, values[i + 1]!);
      yield review.cost > 0 && moves[i] === picked ? { ...review, hintsPick: true } : review;
    }
    if (i > 0)
      yield reviewMove(valuer, positions[i - 1]!, start.ply + i - 1, moves[i - 1]!, values[i - 1]!, deep);
  }
}

/** One move's review from the values of the positions before (`here`) and after it (`next`). */
function reviewMove(
  valuer: PositionValuer,
  before: Position,
  index: number,
  square: number,
  here: PositionValue,
  next: PositionValue,
): MoveReview {
  const position = before.clone();
  const mover = position.turn();
  const sign = mover === 1 ? 1 : -1;
  // The change in the margin: under capture and stem cells the other player's score moves too.
  const gain = moveGain(position, mover, square);
  // An estimate that did not choose this move values both moves alike, each by a search of its
  // child as deep as the estimate went: the root's own value and a child's value from another
  // depth differ by the evaluation's odd-even swing, which is not a cost.
  const estimated =
    !here.exact && !here.best.includes(square)
      ? valuer.estimateMove(position, here.best[0]!, here.depth) -
        valuer.estimateMove(position, square, here.depth)
      : null;
  const isBest = here.best.includes(square);
  const exact = here.exact && (isBest || next.exact);
  const cost = isBest ? 0 : Math.max(0, roundCost(estimated ?? here.rest - (gain - next.rest), exact));
  return {
    index,
    mover,
    square,
    move: moveName(position, square),
    best: here.best.map((s) => moveName(position, s)),
    cost,
    exact,
    value: position.scoreDifference() + sign * here.rest,
    valueExact: here.exact,
  };
}

/**
 * What the review would say `square` costs its mover in `before` (its points given away against the
 * best move), judged as the review judges a move: the coach's hint pick for `hintSeats`, the expert's
 * quicker search for the others, the solver within its reach.
 */
export function reviewedCost(valuer: PositionValuer, before: Position, square: number): number {
  const here = valuer.valueOf(before);
  const after = before.clone();
  after.play(square);
  return reviewMove(valuer, before, before.ply, square, here, valuer.valueOf(after)).cost;
}

/** Exact costs are whole points; estimates keep one decimal. */
function roundCost(cost: number, exact: boolean): number {
  return exact ? Math.round(cost) : Math.round(cost * 10) / 10;
}
