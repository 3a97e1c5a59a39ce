// Easy: a gentle first opponent. It never plays its best move on purpose: it weighs every legal
// move as `hard` does, sets the best ones and the very worst aside, and draws one of the rest at
// random, the more central ones likelier (it still heads for the middle). The draw is seeded by the position's hash,
// so the same position always gets the same move: a game against it replays exactly.

import { seededRandom, type Position } from '../engine/index.ts';
import { hardValue, TIE } from './greedy.ts';

/** How much likelier the most central square is drawn than a corner: 1 + this. */
const MIDDLE_PULL = 3;

/**
 * The weakest moves are left out too: only those in the top 80% of the range from its worst value
 * to its best are drawn from (docs/expert.md, "Easy": it still beats a random player 9 games in 10).
 */
const KEEP = 0.2;

export function gentleChoice(position: Position, scratch: Int16Array): { square: number } {
  const count = position.legalMoves(scratch);
  if (count <= 1) return { square: count === 1 ? scratch[0]! : -1 };
  const p = position.turn();
  const values: number[] = [];
  let best = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = hardValue(position, scratch[i]!, p);
    values.push(v);
    if (v > best) best = v;
  }
  // The best moves are set aside, and the worst fifth of the range; where nothing is left between
  // them, any move short of the best; where every move is as good as the best, any move.
  let worst = Infinity;
  for (const v of values) if (v < worst) worst = v;
  const floor = worst + KEEP * (best - worst);
  const below: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < count; i++) {
    if (values[i]! >= best - TIE) continue;
    below.push(scratch[i]!);
    if (values[i]! >= floor - TIE) rest.push(scratch[i]!);
  }
  const pool = rest.length > 0 ? rest : below.length > 0 ? below : Array.from(scratch.subarray(0, count));
  const weights = pool.map((m) => 1 + MIDDLE_PULL * position.centrality(m));
  const total = weights.reduce((a, b) => a + b, 0);
  const random = seededRandom((position.hashLo ^ Math.imul(position.hashHi, 0x9e3779b1) ^ count) >>> 0);
  let at = random() * total;
  for (let i = 0; i < pool.length; i++) {
    at -= weights[i]!;
    if (at < 0) return { square: pool[i]! };
  }
  return { square: pool[pool.length - 1]! };
}
