// The searches' move ordering (the expert's and the exact solver's): best guesses first, so
// alpha-beta cuts early.

import type { Position } from '../../engine/index.ts';
import type { SearchSums } from './search-sums.ts';
import type { EvalWeights } from './weights.ts';
import { arrival, moveGain, searchMoves } from './variant-moves.ts';

/**
 * Fills `moves` with the legal moves, best guesses first: the table move, the killers, then by
 * the mover's gain, the gain denied to the opponent and openness, or, given the sums, by the
 * child's static value. Equal keys keep reading order, so the order (and the whole search) is
 * deterministic. Returns how many; `keys` is scratch space.
 */
export function orderMoves(
  position: Position,
  moves: Int16Array,
  keys: Int32Array,
  tableMove: number,
  killer1: number,
  killer2: number,
  weights: EvalWeights,
  sums: SearchSums | null,
): number {
  const count = searchMoves(position, moves);
  const variants = position.variants;
  const p = position.turn();
  const openness = position.opennessOf;
  const difference = position.scoreDifference();
  const o = p === 1 ? 2 : 1;
  const sign = p === 1 ? 1 : -1;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    let key: number;
    if (m === tableMove) key = 1 << 30;
    else {
      // Under the options a move's gain is the margin it makes (captures and stem pieces included).
      const mine = variants ? moveGain(position, p, m) : position.deltaScore(p, m);
      if (sums !== null) {
        // The child's static value, as the frontier would find it: the gain less the child's
        // evaluation. It pays only far from the horizon (CHEAP_ORDER_DEPTH): at the root, and
        // in searches deeper than that, as exact endgames and solving are: from 4 plies up it
        // cuts 7 square:6 endgames from 16.5 M nodes to 9.8 M.
        const e = sums.afterMove(weights, position, m, o, difference + sign * mine);
        key = Math.round(16 * (mine - e));
      } else if (!variants) key = 8 * mine + 6 * position.deltaScore(o, m) + 4 * openness[m]!;
      else {
        // A jump lands on a square the other player could have taken; a capture that would
        // come there for them is denied by a placement alone.
        const to = arrival(position, m);
        key = 8 * mine + 4 * openness[to]! + (m === to ? 6 * position.deltaScore(o, m) : 0);
      }
      if (m === killer1) key += 1 << 20;
      else if (m === killer2) key += 1 << 19;
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

/** Two killer moves a ply: moves that cut the search off at that ply, tried early there elsewhere. */
export class Killers {
  private readonly moves: Int16Array;

  /** For a layout of n squares. */
  constructor(n: number) {
    this.moves = new Int16Array(2 * (n + 1)).fill(-1);
  }

  first(ply: number): number {
    return this.moves[2 * ply]!;
  }

  second(ply: number): number {
    return this.moves[2 * ply + 1]!;
  }

  /** A move that cut the search off at this ply becomes its first killer. */
  cutoff(ply: number, m: number): void {
    const k = 2 * ply;
    if (this.moves[k] !== m) {
      this.moves[k + 1] = this.moves[k]!;
      this.moves[k] = m;
    }
  }

  clear(): void {
    this.moves.fill(-1);
  }
}
