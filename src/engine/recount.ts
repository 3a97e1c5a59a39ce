// The slow, obviously-correct count of scores, division patterns and move features from the
// cells alone. For tests only: it checks the position's incremental bookkeeping.

import type { Position, Player } from './position.ts';
import { PATTERN_SCORE } from './position.ts';

export interface Recount {
  scores: [number, number];
  pattern: number[];
  /** features[q − 1][square] */
  overlap: number[][];
  interlap: number[][];
  extensions: number[][];
  unconnected: number[][];
  openness: number[];
}

export function recount(position: Position): Recount {
  const { size, neighbour, directions: D, axes: A } = position.layout;
  const owner = position.owner;
  const at = (s: number, d: number) => neighbour[s * D + d]!;
  const holds = (s: number, q: number) => s >= 0 && owner[s] === q;
  const directions = Array.from({ length: D }, (_, d) => d);
  const axes = Array.from({ length: A }, (_, a) => a);

  const pattern = Array.from({ length: size }, (_, s) => {
    if (owner[s] === 0 || position.isStem(s)) return 0;
    let mask = 0;
    for (const a of axes) if (holds(at(s, a), owner[s]!) || holds(at(s, a + A), owner[s]!)) mask |= 1 << a;
    return mask;
  });
  const scores: [number, number] = [0, 0];
  for (let s = 0; s < size; s++) {
    if (owner[s] === 0) continue;
    if (position.isStem(s)) {
      // RULES.md section 12: complete once no neighbouring playable square is empty.
      const around = directions.map((d) => at(s, d)).filter((t) => t >= 0);
      if (around.some((t) => owner[t] === 0)) continue;
      const pieces = [1, 2].map((q) => around.filter((t) => owner[t] === q).length);
      scores[0] += pieces[0]! + (pieces[0]! > pieces[1]! ? 1 : 0);
      scores[1] += pieces[1]! + (pieces[1]! > pieces[0]! ? 1 : 0);
      continue;
    }
    // By connections each pair of neighbouring own cells counts once: half of each cell's own neighbours.
    scores[owner[s]! - 1] += position.byConnections
      ? directions.filter((d) => holds(at(s, d), owner[s]!)).length / 2
      : PATTERN_SCORE[pattern[s]!]!;
  }

  const perPlayer = (f: (q: Player, m: number) => number) =>
    ([1, 2] as const).map((q) => Array.from({ length: size }, (_, m) => f(q, m)));
  return {
    scores,
    pattern,
    overlap: perPlayer((q, m) => directions.filter((d) => holds(at(m, d), q)).length),
    interlap: perPlayer((q, m) => axes.filter((a) => holds(at(m, a), q) && holds(at(m, a + A), q)).length),
    extensions: perPlayer(
      (q, m) =>
        directions.filter((d) => {
          const one = at(m, d);
          return holds(one, q) && holds(at(one, d), q);
        }).length,
    ),
    unconnected: perPlayer(
      (q, m) => directions.filter((d) => holds(at(m, d), q) && pattern[at(m, d)] === 0).length,
    ),
    openness: Array.from(
      { length: size },
      (_, m) => directions.filter((d) => at(m, d) >= 0 && owner[at(m, d)] === 0).length,
    ),
  };
}
