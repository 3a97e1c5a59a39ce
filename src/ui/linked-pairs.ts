// Scoring by connections (RULES.md section 9) as the board draws it: each two neighbouring cells
// of one player, once. The board's links are these pairs, so a player's links number their score.
// No Phaser here, so the pairs are tested against the engine's count alone, and the links' look
// (thin bridges in the player's colour, under the cells, across the gap between them) in Node.

import type { GridKind, Layout } from '../engine/index.ts';

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

type Point = { x: number; y: number };

/** A board link's look: its width as a share of a square, and how opaque it is. */
export const LINK_LOOK = { width: 0.1, alpha: 0.75 };

/**
 * A triangular board's link look, thinner and softer: a triangle's pieces are small, and the links
 * of three pairs of point neighbours cross at the corner they share, where a reviewer saw lines,
 * stem cells, cuts and marks pile up. So its links are 0.06 of a square wide at 0.6, and reach at
 * most 0.12 of a square: where three cross at a corner they make a small soft joint, not a star.
 */
export const TRI_LINK_LOOK = { width: 0.06, alpha: 0.6, reach: 0.12 };

/** How a board's links look on `grid`: width (share of a square), opacity, and the most a link covers (squares). */
export function linkLook(grid: GridKind): { width: number; alpha: number; reach: number } {
  return grid === 'tri' ? TRI_LINK_LOOK : { ...LINK_LOOK, reach: 0.3 };
}

/**
 * The part of the way from a's centre to b's a board link covers, in game pixels: a bridge
 * across the gap between the two cells (drawn under them, so only the gap shows): the middle
 * quarter of the way between centres (0.3 of a square at most, for a square's corner neighbours;
 * less on a triangular board, linkLook), so it stays out of each cell's divisions' cuts, which run
 * through its middle.
 */
export function linkSpan(
  a: Point,
  b: Point,
  square: number,
  grid: GridKind = 'square',
): { from: Point; to: Point; width: number } {
  const look = linkLook(grid);
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  const reach = Math.min(0.25, (look.reach * square) / distance);
  const t = (1 - reach) / 2;
  return {
    from: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
    to: { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t },
    width: Math.max(2, square * look.width),
  };
}
