// The line told on the board the first time a player starts a triangle's or a hexagon's board
// (screens/menu/neighbours-card.ts): on triangles some cells touch at a corner and never split each
// other, and nothing on the board says which. One line in place, not a window before the first move.

import type { GridKind } from '../engine/index.ts';

/** The line for a triangle's or a hexagon's board. */
export function neighboursLine(grid: Exclude<GridKind, 'square'>): string {
  return grid === 'tri'
    ? 'Triangles: a cell splits with the three that share a side and the three whose point meets a corner. Others touching a corner never split it.'
    : 'Hexagons: a cell splits with the six that share a side.';
}
