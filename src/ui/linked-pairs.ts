// Scoring by connections (RULES.md section 9) as the board draws it: each two neighbouring cells
// of one player, once. The board's links are these pairs, so a player's links number their score.
// No Phaser here, so the pairs are tested against the engine's count alone.

import type { Layout } from '../engine/index.ts';

/** Two neighbouring squares holding cells of the same player, the lower square first. */
export interface LinkedPair {
  player: 1 | 2;
  a: number;
  b: number;
}

/** The linked pairs among the cells `ownerOf` gives (0: empty square), in square order. */
export function linkedPairs(layout: Layout, ownerOf: (s: number) => number): LinkedPair[] {
  const pairs: LinkedPair[] = [];
  for (let a = 0; a < layout.size; a++) {
    const player = ownerOf(a);
    if (player !== 1 && player !== 2) continue;
    for (let d = 0; d < layout.directions; d++) {
      const b = layout.neighbour[a * layout.directions + d]!;
      if (b > a && ownerOf(b) === player) pairs.push({ player, a, b });
    }
  }
  return pairs;
}
