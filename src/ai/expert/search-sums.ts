// The evaluation's sums (incremental.ts) kept along the search's moves, so that a leaf costs a few
// additions: set from the position at the root, moved by each move's deltas, put back on undo.

import type { Position } from '../../engine/index.ts';
import { evaluateSums, fullSums, outlookScale, SumDelta } from './incremental.ts';
import type { EvalWeights } from './weights.ts';

export class SearchSums {
  outlookSum = 0;
  /** What a unit of outlookSum is worth under the position's scoring. */
  outlookScale = 0.25;
  divisions = 0;
  room = 0;
  readonly delta = new SumDelta();
  /** The deltas of the move entered at each ply (outlook, divisions, room), for leave(). */
  private plyDeltas = new Float64Array(0);

  /** Room for a game of `size` moves. */
  allocate(size: number): void {
    this.plyDeltas = new Float64Array(3 * (size + 1));
  }

  /** The sums of `position`, counted from scratch. */
  reset(position: Position): void {
    const sums = fullSums(position);
    this.outlookSum = sums.outlookSum;
    this.outlookScale = outlookScale(position);
    this.divisions = sums.divisions;
    this.room = sums.room;
  }

  /** Adds the deltas of playing m, read from the position before the move. */
  enter(position: Position, m: number, ply: number): void {
    const dT = this.delta.of(position, m);
    const dD = this.delta.lastDivisions;
    const dR = this.delta.lastRoom;
    this.plyDeltas[3 * ply] = dT;
    this.plyDeltas[3 * ply + 1] = dD;
    this.plyDeltas[3 * ply + 2] = dR;
    this.outlookSum += dT;
    this.divisions += dD;
    this.room += dR;
  }

  /** A move at this ply that the sums do not follow: leave() takes nothing back. */
  skip(ply: number): void {
    this.plyDeltas[3 * ply] = 0;
    this.plyDeltas[3 * ply + 1] = 0;
    this.plyDeltas[3 * ply + 2] = 0;
  }

  leave(ply: number): void {
    this.outlookSum -= this.plyDeltas[3 * ply]!;
    this.divisions -= this.plyDeltas[3 * ply + 1]!;
    this.room -= this.plyDeltas[3 * ply + 2]!;
  }

  /** The evaluation here, for `mover`, with this score difference. */
  evaluate(weights: EvalWeights, mover: 1 | 2, difference: number): number {
    return evaluateSums(
      weights,
      mover,
      this.outlookScale,
      this.outlookSum,
      this.divisions,
      this.room,
      difference,
    );
  }

  /**
   * The evaluation after m, read from the position before it without playing it: for `next` (the
   * player to move then), with the score difference after m.
   */
  afterMove(weights: EvalWeights, position: Position, m: number, next: 1 | 2, difference: number): number {
    const dT = this.delta.of(position, m);
    return evaluateSums(
      weights,
      next,
      this.outlookScale,
      this.outlookSum + dT,
      this.divisions + this.delta.lastDivisions,
      this.room + this.delta.lastRoom,
      difference,
    );
  }
}
