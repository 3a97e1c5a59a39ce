// The line told on the board the first time a player starts a triangle's or a hexagon's board
// (screens/menu/neighbours-card.ts): on triangles some cells touch at a corner and never split each
// other, and nothing on the board says which. One line in place, not a window before the first move.

import type { GridKind } from '../engine/index.ts';
import { LINES_CUT } from './lines-words.ts';

/**
 * Which triangles are neighbours, said the same way on the board, in How to play and on the
 * connections page: a player who reads two of them must not wonder whether they differ.
 */
export const TRI_NEIGHBOURS =
  'On triangles a cell splits with six: the three that share a side and the three tip to tip with it. Others touching a corner never split it.';

/** The line for a triangle's or a hexagon's board. */
export function neighboursLine(grid: Exclude<GridKind, 'square'>): string {
  // A hexagon's line says how the six cut it, as every other place that teaches the count does.
  return grid === 'tri' ? TRI_NEIGHBOURS : `Hexagons: the six sharing a side split a cell. ${LINES_CUT}`;
}

/** Under TRI_NEIGHBOURS on the how-to-play's triangle page: the key to its picture (screens/tutorial/tri-neighbours.ts). */
export const TRI_PICTURE_KEY =
  'In the picture the green cell splits with the six lit triangles, never with the six marked ✕.';

/**
 * Said once, the first time a person's triangle touches one of theirs only at a corner (a tip
 * against a side's end, not two tips meeting head on): a reviewer's two triangles met so, did not
 * split, and the rule stood only in a thumbnail's corner (screens/game/corner-touch.ts decides).
 */
export const CORNER_TOUCH =
  'Those two touch only at a corner, so neither splits: on triangles only a shared side, or two tips pointing at each other, splits.';
