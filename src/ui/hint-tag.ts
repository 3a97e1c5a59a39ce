// Where the hint's "Hint" tag stands: inside the hinted square, at the foot of its gold ring, so it
// covers no other square (the hinted square is empty: a hint is a legal move). On a square board the
// tag's foot is just inside the square's lower edge; on a hexagonal one it keeps inside the
// hexagon's sloping lower sides. The font is fitted so the tag is never wider than the square.

import type { BoardGeometryFit } from './board-geometry.ts';

/** The widest a tag may be, as a share of a square. */
export const TAG_WIDTH = 0.86;

/**
 * Whether a tag of `w` × `h` has room in a square: beside the ring's sides, not over them (a square
 * too small for the word at the readable least keeps the ring alone).
 */
export function tagFits(fit: BoardGeometryFit, w: number, h: number): boolean {
  return w <= fit.square * TAG_WIDTH && h <= fit.square * 0.5;
}

/** The tag's centre, in game pixels, for a tag of `w` × `h` in `square`. */
export function hintTagSpot(
  fit: BoardGeometryFit,
  square: number,
  w: number,
  h: number,
): { x: number; y: number } {
  const c = fit.cellPlacement(square);
  const inset = fit.square * 0.05;
  // Square: the lower edge is half a square below the centre. Hexagon (points up and down, one
  // square wide, `size` high): at half the tag's width from the centre its lower side stands at
  // size/2 − (w/2)/√3.
  const foot = fit.layout.grid === 'hex' ? c.size / 2 - w / 2 / Math.sqrt(3) - inset : fit.square / 2 - inset;
  // A tag taller than the room below the centre stays centred on the square.
  return { x: c.x, y: c.y + Math.max(0, foot - h / 2) };
}
