// How large the results' final board must be for its cells to carry their piece counts
// (piece-numeral.ts: a cell carries its count where the count's disc covers at most a fifth of
// it), without Phaser: the picture beside the words grows to it, as far as its column allows.

import type { Layout } from '../../engine/index.ts';
import { boardFrame, squarePlacement } from '../../ui/art/board-frame.ts';
import { countFits } from '../../ui/piece-numeral.ts';

/** The least cell frame, in CSS px (to a tenth), that carries a count on `grid`'s cells. */
export function leastCountedCell(grid: Layout['grid']): number {
  let frame = 8;
  while (!countFits(grid, frame)) frame += 0.1;
  return Math.ceil(frame * 10) / 10;
}

/**
 * The height of the final board's picture, in game pixels at `gamePerCss` per CSS px, at which its
 * cells carry their counts (a pixel over, for the picture's rounding).
 */
export function countedPictureHeight(layout: Layout, gamePerCss: number): number {
  const geometry = { layout, square: 100 };
  const frame = boardFrame(geometry);
  const cell = squarePlacement(geometry, frame, 0).size;
  return (frame.height * (leastCountedCell(layout.grid) / cell) + 1) * gamePerCss;
}
