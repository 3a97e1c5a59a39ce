// The exact search's move ordering: the table move, two killers per ply, then far from the end
// each child's static value by the expert's evaluation (kept up move by move, incremental.ts),
// and near the end both players' gains and openness, which cost less than the nodes the
// evaluation would save there.

import type { Position } from '../../engine/index.ts';
import { evaluateSums, fullSums, outlookScale, SumDelta } from './incremental.ts';
import { TUNED_WEIGHTS } from './weights.ts';

/**
 * Positions more than this many moves from the end order by static value. On the empty
 * grid:4x5 asked for its value: 1.29 M positions with 5, 1.36 M with 8, 1.63 M with 11, and
 * 2.22 M by gains alone (grid:3x7 with equal moves: 2.9 M with 8, 14.7 M by gains alone).
 */
export const BY_VALUE_MOVES_LEFT = 6;

export class ExactOrder {
  private readonly keyLists: Int32Array[];
  private readonly killers: Int16Array;
  private readonly sumDelta = new SumDelta();
  private outlookSum = 0;
  private divisions = 0;
  private room = 0;
  private scale = 0.25;
  /** The sums' change made by the move entered at each ply, to take back on leaving. */
  private readonly plyDeltas: Float64Array;

  /** For a layout of n squares. */
  constructor(n: number) {
    this.keyLists = Array.from({ length: n + 1 }, () => new Int32Array(n));
    this.killers = new Int16Array(2 * (n + 1)).fill(-1);
    this.plyDeltas = new Float64Array(3 * (n + 1));
  }

  /** Starts from a position: its evaluation sums from scratch. */
  reset(position: Position): void {
    const sums = fullSums(position);
    this.outlookSum = sums.outlookSum;
    this.divisions = sums.divisions;
    this.room = sums.room;
    this.scale = outlookScale(position);
  }

  /** Before m is played at this ply: the sums follow it while the child will order by value. */
  enter(position: Position, m: number, ply: number): void {
    const k = 3 * ply;
    if (position.totalMoves - position.ply - 1 > BY_VALUE_MOVES_LEFT) {
      const delta = this.sumDelta;
      const dT = delta.of(position, m);
      this.plyDeltas[k] = dT;
      this.plyDeltas[k + 1] = delta.lastDivisions;
      this.plyDeltas[k + 2] = delta.lastRoom;
      this.outlookSum += dT;
      this.divisions += delta.lastDivisions;
      this.room += delta.lastRoom;
    } else {
      this.plyDeltas[k] = 0;
      this.plyDeltas[k + 1] = 0;
      this.plyDeltas[k + 2] = 0;
    }
  }

  /** After the move entered at this ply is taken back. */
  leave(ply: number): void {
    const k = 3 * ply;
    this.outlookSum -= this.plyDeltas[k]!;
    this.divisions -= this.plyDeltas[k + 1]!;
    this.room -= this.plyDeltas[k + 2]!;
  }

  /** A move that cut the search off at this ply: tried early at this ply elsewhere. */
  cutoff(ply: number, m: number): void {
    const k = 2 * ply;
    if (this.killers[k] !== m) {
      this.killers[k + 1] = this.killers[k]!;
      this.killers[k] = m;
    }
  }

  /**
   * Fills `moves` with the legal moves, best guesses first, and returns how many. Equal keys
   * keep reading order, so the search is deterministic.
   */
  order(position: Position, moves: Int16Array, ply: number, tableMove: number): number {
    const keys = this.keyLists[ply]!;
    const count = position.legalMoves(moves);
    const byValue = position.totalMoves - position.ply > BY_VALUE_MOVES_LEFT;
    const p = position.turn();
    const o = p === 1 ? 2 : 1;
    const k1 = this.killers[2 * ply]!;
    const k2 = this.killers[2 * ply + 1]!;
    const openness = position.opennessOf;
    const difference = position.scoreDifference();
    const sign = p === 1 ? 1 : -1;
    const delta = this.sumDelta;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      let key: number;
      if (m === tableMove) key = 1 << 30;
      else {
        const mine = position.deltaScore(p, m);
        if (byValue) {
          const dT = delta.of(position, m);
          const e = evaluateSums(TUNED_WEIGHTS, o, this.scale, this.outlookSum + dT, this.divisions + delta.lastDivisions, this.room + delta.lastRoom, difference + sign * mine);
          key = Math.round(16 * (mine - e));
        } else key = 8 * mine + 6 * position.deltaScore(o, m) + 4 * openness[m]!;
        if (m === k1) key += 1 << 20;
        else if (m === k2) key += 1 << 19;
      }
      // Insertion sort, descending; a later move passes an earlier one only when strictly better.
      let j = i;
      while (j > 0 && keys[j - 1]! < key) {
        keys[j] = keys[j - 1]!;
        moves[j] = moves[j - 1]!;
        j--;
      }
      keys[j] = key;
      moves[j] = m;
    }
    return count;
  }
}
