// Scoring by connections (RULES.md section 9) as the board draws it: each two neighbouring cells
// of one player, once. The board's links are these pairs, so a player's links number their score.
// No Phaser here, so the pairs are tested against the engine's count alone, and the links' look
// (glossy bridges in the player's colour over the cells, across the gap between them) and the
// growth of a new one in Node.

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

/** The pairs in `now` that `before` had not: the links a move has just made, to animate in. */
export function newLinks(before: readonly LinkedPair[], now: readonly LinkedPair[]): LinkedPair[] {
  const had = new Set(before.map((l) => `${l.player}:${l.a}:${l.b}`));
  return now.filter((l) => !had.has(`${l.player}:${l.a}:${l.b}`));
}

type Point = { x: number; y: number };

/**
 * A board link's look: its width as a share of a square, its opacity, the part of the way between
 * the two centres it covers (`span`) and the most it covers in squares (`reach`). Over the cells
 * it is a glossy bridge from well inside one
 * cell to well inside the other: across the gap, clear of each cell's middle (its mark, its ring).
 */
export const LINK_LOOK = { width: 0.13, alpha: 1, span: 0.5, reach: 0.75 };

/**
 * A triangular board's link look, thinner: a triangle's cells are small, and the links of three
 * pairs of point neighbours cross at the corner they share, where a reviewer saw lines and marks
 * pile up. So its links are 0.08 of a square wide and reach at most 0.3 of a square: where three
 * cross at a corner they make a small joint, not a star.
 */
export const TRI_LINK_LOOK = { width: 0.08, alpha: 0.9, span: 0.5, reach: 0.3 };

/** How a board's links look on `grid`. */
export function linkLook(grid: GridKind): typeof LINK_LOOK {
  return grid === 'tri' ? TRI_LINK_LOOK : LINK_LOOK;
}

/**
 * The part of the way from a's centre to b's a board link covers, in game pixels: the middle
 * `span` of the way between centres (at most `reach` squares, linkLook), centred on the gap
 * between the two cells.
 */
export function linkSpan(
  a: Point,
  b: Point,
  square: number,
  grid: GridKind = 'square',
): { from: Point; to: Point; width: number } {
  const look = linkLook(grid);
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  const reach = Math.min(look.span, (look.reach * square) / distance);
  const t = (1 - reach) / 2;
  return {
    from: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
    to: { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t },
    width: Math.max(2, square * look.width),
  };
}

/** How long a new link takes to grow in (before the game's speed), and the share of it spent flashing. */
export const LINK_GROW_MS = 420;

/**
 * A new link `t` of the way grown in (0 to 1): it grows out from the gap between the two cells
 * to both ends, a little fatter than it will stay, with a white flash that fades as it settles.
 */
export function linkGrowth(
  span: { from: Point; to: Point; width: number },
  t: number,
): { from: Point; to: Point; width: number; flash: number } {
  const k = Math.min(1, Math.max(0, t));
  const grow = 1 - (1 - Math.min(1, k / 0.6)) ** 2;
  const mid = { x: (span.from.x + span.to.x) / 2, y: (span.from.y + span.to.y) / 2 };
  const toward = (p: Point) => ({ x: mid.x + (p.x - mid.x) * grow, y: mid.y + (p.y - mid.y) * grow });
  const swell = 1 + 0.35 * Math.sin(Math.PI * k);
  return { from: toward(span.from), to: toward(span.to), width: span.width * swell, flash: 1 - k };
}
