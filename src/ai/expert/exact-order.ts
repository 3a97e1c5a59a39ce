// The exact search's move ordering (move-order.ts, as the expert's): the table move, two killers
// per ply, then far from the end each child's static value by the expert's evaluation (its sums
// kept up move by move, search-sums.ts), and near the end both players' gains and openness, which
// cost less than the nodes the evaluation would save there.

import type { Position } from '../../engine/index.ts';
import { Killers, orderMoves } from './move-order.ts';
import { SearchSums } from './search-sums.ts';
import { TUNED_WEIGHTS } from './weights.ts';
import { searchMoves } from './variant-moves.ts';

/**
 * Positions more than this many moves from the end order by static value. On the empty
 * grid:4x5 asked for its value: 1.29 M positions with 5, 1.36 M with 8, 1.63 M with 11, and
 * 2.22 M by gains alone (grid:3x7 with equal moves: 2.9 M with 8, 14.7 M by gains alone).
 */
export const BY_VALUE_MOVES_LEFT = 6;

export class ExactOrder {
  private readonly keyLists: Int32Array[];
  private readonly killers: Killers;
  private readonly sums = new SearchSums();

  /**
   * For searches of at most `plies` plies with at most `length` moves a node; `ordering` false
   * keeps reading order after the table's move (a check).
   */
  constructor(
    plies: number,
    length: number,
    private readonly ordering = true,
  ) {
    this.keyLists = Array.from({ length: plies }, () => new Int32Array(length));
    this.killers = new Killers(plies);
    this.sums.allocate(plies);
  }

  /** Starts from a position: its evaluation sums from scratch. */
  reset(position: Position): void {
    this.sums.reset(position);
  }

  /** Before m is played at this ply: the sums follow it while the child will order by value. */
  enter(position: Position, m: number, ply: number): void {
    if (position.totalMoves - position.ply - 1 > BY_VALUE_MOVES_LEFT) this.sums.enter(position, m, ply);
    else this.sums.skip(ply);
  }

  /** After the move entered at this ply is taken back. */
  leave(ply: number): void {
    this.sums.leave(ply);
  }

  /** A move that cut the search off at this ply: tried early at this ply elsewhere. */
  cutoff(ply: number, m: number): void {
    this.killers.cutoff(ply, m);
  }

  /**
   * Fills `moves` with the legal moves, best guesses first, and returns how many. Equal keys
   * keep reading order, so the search is deterministic.
   */
  order(position: Position, moves: Int16Array, ply: number, tableMove: number): number {
    if (!this.ordering) return readingOrder(position, moves, tableMove);
    const byValue = position.totalMoves - position.ply > BY_VALUE_MOVES_LEFT;
    const killers = this.killers;
    return orderMoves(
      position,
      moves,
      this.keyLists[ply]!,
      tableMove,
      killers.first(ply),
      killers.second(ply),
      TUNED_WEIGHTS,
      byValue ? this.sums : null,
    );
  }
}

/** The legal moves in reading order, the table's move first. */
function readingOrder(position: Position, moves: Int16Array, tableMove: number): number {
  const count = searchMoves(position, moves);
  const at = tableMove < 0 ? -1 : moves.subarray(0, count).indexOf(tableMove);
  if (at > 0) {
    moves.copyWithin(1, 0, at);
    moves[0] = tableMove;
  }
  return count;
}
