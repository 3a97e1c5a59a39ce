// An opponent that plays `hard`'s best move unless it slips to a weaker one: Medium is this, with
// its slips (MEDIUM_SLIPS in seed-agents.ts). Whether a move slips, and which weaker
// move it plays, is drawn from the position's hash and the game's own number, so two games differ
// and one game asked again with its number gets the same move on the same position: it replays exactly.

import { seededRandom, type Position } from '../engine/index.ts';
import { drawSeed } from './gentle.ts';
import { hardValue, TIE } from './greedy.ts';

export interface Slips {
  /** The share of moves that slip, 0 to 1. */
  rate: number;
  /**
   * A slip is one of the moves whose value lies in this band of the range from the position's worst
   * move (0) to its best (1), the best moves left out: `[0.3, 0.8]` is a plain mistake, not the
   * very worst move and not a near-best one.
   */
  band: readonly [number, number];
  /** Keeps one opponent's draws apart from another's on the same position. */
  salt: number;
}

/** How much likelier the most central square is drawn than a corner, in a slip: 1 + this. */
const MIDDLE_PULL = 2;

export function slippingChoice(
  position: Position,
  scratch: Int16Array,
  slips: Slips,
  gameSalt = 0,
): { square: number } {
  const count = position.legalMoves(scratch);
  if (count <= 1) return { square: count === 1 ? scratch[0]! : -1 };
  const p = position.turn();
  const values: number[] = [];
  let best = -Infinity;
  let worst = Infinity;
  let bestAt = 0;
  for (let i = 0; i < count; i++) {
    const v = hardValue(position, scratch[i]!, p);
    values.push(v);
    // The first in reading order among equals, as `hard` plays it.
    if (v > best + TIE) [best, bestAt] = [v, i];
    if (v < worst) worst = v;
  }
  const random = seededRandom(drawSeed(position, count, slips.salt, gameSalt));
  if (random() >= slips.rate) return { square: scratch[bestAt]! };
  const low = worst + slips.band[0] * (best - worst);
  const high = worst + slips.band[1] * (best - worst);
  const pool: number[] = [];
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if (v < best - TIE && v >= low - TIE && v <= high + TIE) pool.push(scratch[i]!);
  }
  // Where no move lies in the band (every move as good as the best, or the band between two
  // values), the best move: a slip needs a move to slip to.
  if (pool.length === 0) return { square: scratch[bestAt]! };
  const weights = pool.map((m) => 1 + MIDDLE_PULL * position.centrality(m));
  let at = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < pool.length; i++) {
    at -= weights[i]!;
    if (at < 0) return { square: pool[i]! };
  }
  return { square: pool[pool.length - 1]! };
}
