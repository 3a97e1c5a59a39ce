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
  const { size, neighbour } = position.layout;
  const owner = position.owner;
  const at = (s: number, d: number) => neighbour[s * 8 + d]!;
  const holds = (s: number, q: number) => s >= 0 && owner[s] === q;

  const pattern = Array.from({ length: size }, (_, s) => {
    if (owner[s] === 0) return 0;
    let mask = 0;
    for (let a = 0; a < 4; a++) {
      if (holds(at(s, a), owner[s]!) || holds(at(s, a + 4), owner[s]!)) mask |= 1 << a;
    }
    return mask;
  });
  const scores: [number, number] = [0, 0];
  for (let s = 0; s < size; s++) if (owner[s] !== 0) scores[owner[s]! - 1] += PATTERN_SCORE[pattern[s]!]!;

  const perPlayer = (f: (q: Player, m: number) => number) =>
    ([1, 2] as const).map((q) => Array.from({ length: size }, (_, m) => f(q, m)));
  const directions = [0, 1, 2, 3, 4, 5, 6, 7];
  return {
    scores,
    pattern,
    overlap: perPlayer((q, m) => directions.filter((d) => holds(at(m, d), q)).length),
    interlap: perPlayer((q, m) => [0, 1, 2, 3].filter((a) => holds(at(m, a), q) && holds(at(m, a + 4), q)).length),
    extensions: perPlayer((q, m) => directions.filter((d) => {
      const one = at(m, d);
      return holds(one, q) && holds(at(one, d), q);
    }).length),
    unconnected: perPlayer((q, m) => directions.filter((d) => holds(at(m, d), q) && pattern[at(m, d)] === 0).length),
    openness: Array.from({ length: size }, (_, m) => directions.filter((d) => at(m, d) >= 0 && owner[at(m, d)] === 0).length),
  };
}
