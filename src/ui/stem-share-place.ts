// Where a stem cell's share chips (stem-share-tag.ts) sit, without Phaser: astride the cell's lower
// edge (a triangle's wide edge, on top for one pointing down), so the pale body and its pieces show
// above them and the neighbour's figure, at that cell's centre, stays clear; shrunk, no further than
// still readable, where the edge is short (a triangle's or a hexagon's on a phone).

import type { GridKind } from '../engine/index.ts';

/** How far the edge the chips sit on lies from the cell's centre, and how long it is, in cell sizes. */
const EDGE: Record<GridKind, { from: number; length: number }> = {
  square: { from: 0.5, length: 1 },
  hex: { from: 0.43, length: 0.6 },
  tri: { from: 0.25, length: 0.87 },
};

/** The chips are never shrunk below this share of their size: below it the figures stop reading. */
export const SMALLEST_SHARE_SCALE = 0.75;
/** How tall the chips may be against the cell: the rest of the body stays in sight. */
const MOST_HEIGHT = 0.36;

export interface ShareTagPlace {
  /** The chips' centre from the cell's centre, in the cell's pixels (y down). */
  x: number;
  y: number;
  scale: number;
}

/**
 * Where the chips (`width` by `height`) sit on a stem cell `size` across on a `grid` board, `turned`
 * for a triangle pointing down: centred on the edge, a little more outside the cell than in it;
 * never shrunk below `least` (the scale that keeps their figures at the readable size).
 */
export function shareTagPlace(
  grid: GridKind,
  turned: boolean,
  size: number,
  width: number,
  height: number,
  least = SMALLEST_SHARE_SCALE,
): ShareTagPlace {
  const edge = EDGE[grid];
  const fit = Math.min(1, (edge.length * size) / width, (MOST_HEIGHT * size) / height);
  const scale = Math.min(1, Math.max(SMALLEST_SHARE_SCALE, least, fit));
  const y = edge.from * size + 0.15 * height * scale;
  return { x: 0, y: turned ? -y : y, scale };
}
