// Fresh two-move openings for the benches that play whole games from them (forecast, opponents).

import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';

/** `count` different two-move openings of `rules`, drawn with `seed` (each bench keeps its own). */
export function twoMoveOpenings(rules: string, count: number, seed: number): number[][] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const out: number[][] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const p = new Position(parseRules(rules));
    const moves: number[] = [];
    for (let i = 0; i < 2; i++) {
      const legal = p.legalMoveList();
      const m = legal[randomIndex(random, legal.length)]!;
      p.play(m);
      moves.push(m);
    }
    const key = moves.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(moves);
  }
  return out;
}
