// The evaluation's sums (incremental.ts) kept along the search's moves, so that a leaf costs a few
// additions: set from the position at the root, moved by each move's deltas, put back on undo.
// Under capture and jumps a move may change many cells, so its deltas are counted by playing it
// and summing again; under stem cells and capture the evaluation adds variant-eval.ts's terms.

import type { Position } from '../../engine/index.ts';
import { evaluateSums, fullSums, outlookScale, SumDelta } from './incremental.ts';
import { changesManyCells } from './variant-moves.ts';
import { captureThreats, hasVariantTerms, stemOutlook } from './variant-eval.ts';
import { lastFillRisk } from './capture-ending.ts';
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
  /** A move may change more than its square (capture, jumps): deltas are counted by playing it. */
  private manyCells = false;
  /** The evaluation adds the terms of stem cells and captures (variant-eval.ts). */
  private variantTerms = false;

  /** Room for a game of `plies` moves (jumps included). */
  allocate(plies: number): void {
    this.plyDeltas = new Float64Array(3 * (plies + 1));
  }

  /** The sums of `position`, counted from scratch. */
  reset(position: Position): void {
    const sums = fullSums(position);
    this.outlookSum = sums.outlookSum;
    this.outlookScale = outlookScale(position);
    this.divisions = sums.divisions;
    this.room = sums.room;
    this.manyCells = changesManyCells(position);
    this.variantTerms = hasVariantTerms(position);
  }

  /** Adds the deltas of playing m, read from the position before the move. */
  enter(position: Position, m: number, ply: number): void {
    const dT = this.deltaOf(position, m);
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

  /**
   * The sums' change if the mover made m, left in delta as delta.of leaves it: read from the
   * position before the move, or, where a move may change many cells, by playing it.
   */
  private deltaOf(position: Position, m: number): number {
    if (!this.manyCells) return this.delta.of(position, m);
    position.playUnchecked(m);
    const after = fullSums(position);
    position.undo();
    this.delta.lastDivisions = after.divisions - this.divisions;
    this.delta.lastRoom = after.room - this.room;
    return after.outlookSum - this.outlookSum;
  }

  /** The evaluation of `position` (whose sums these are) for the player to move. */
  evaluateHere(weights: EvalWeights, position: Position): number {
    const mover = position.turn();
    const v = this.evaluate(weights, mover, position.scoreDifference());
    if (!this.variantTerms) return v;
    const terms =
      weights.outlook * (stemOutlook(position) + captureThreats(position)) +
      (weights.lastFill ?? 0) * lastFillRisk(position);
    return v + (mover === 1 ? terms : -terms);
  }

  /** The evaluation here, for `mover`, with this score difference (the classic terms only). */
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
    const dT = this.deltaOf(position, m);
    if (this.variantTerms) {
      const dD = this.delta.lastDivisions;
      const dR = this.delta.lastRoom;
      position.playUnchecked(m);
      this.outlookSum += dT;
      this.divisions += dD;
      this.room += dR;
      const e = this.evaluateHere(weights, position);
      this.outlookSum -= dT;
      this.divisions -= dD;
      this.room -= dR;
      position.undo();
      return e;
    }
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
