// The review of a finished (or unfinished) game: for every move, the best move or moves there,
// and what the move cost its mover in points against the best, exact where the solver or the
// book reaches and the expert's estimate elsewhere. Moves come one at a time, first move first,
// so a review can be shown while the rest is still being worked out.

import { moveName, Position, replayRecord, type Player } from '../../engine/index.ts';
import { moveGain } from '../expert/variant-moves.ts';
import { PositionValuer, type PositionValue } from './position-value.ts';

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
}

export interface AnalyseOptions {
  /** Positions the expert searches per estimated move (default ESTIMATE_NODES). */
  nodes?: number;
  /** Positions the solver may visit for one exact answer before the estimate serves (default EXACT_NODES). */
  exactNodes?: number;
  /** Review only the moves from this index on (default 0): a retried move alone. */
  from?: number;
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
  const position = start.clone();
  const valuer = new PositionValuer(options.nodes, options.exactNodes);
  let here: PositionValue = valuer.valueOf(position);
  for (let i = 0; i < moves.length; i++) {
    const square = moves[i]!;
    const mover = position.turn();
    const sign = mover === 1 ? 1 : -1;
    const before = position.scoreDifference();
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
    position.play(square);
    const next = valuer.valueOf(position);
    const isBest = here.best.includes(square);
    const exact = here.exact && (isBest || next.exact);
    const cost = isBest ? 0 : Math.max(0, roundCost(estimated ?? here.rest - (gain - next.rest), exact));
    yield {
      index: start.ply + i,
      mover,
      square,
      move: moveName(position, square),
      best: here.best.map((s) => moveName(position, s)),
      cost,
      exact,
      value: before + sign * here.rest,
    };
    here = next;
  }
}

/** Exact costs are whole points; estimates keep one decimal. */
function roundCost(cost: number, exact: boolean): number {
  return exact ? Math.round(cost) : Math.round(cost * 10) / 10;
}
