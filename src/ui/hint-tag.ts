// The hint's tag ("Hint", or the square's name on a hexagonal or triangular board) and where it
// stands: inside the hinted square, at the foot of its gold ring, so it covers no other square (the
// hinted square is empty: a hint is a legal move). On a square board the tag's foot is just inside
// the square's lower edge; on a hexagonal one it keeps inside the hexagon's sloping lower sides; on
// a triangular one it stands on the triangle's base (its top where it points down), or is left out
// where the word does not fit there; at the ring's head where a capture ring's stake tag stands at
// its foot. The font is fitted so the tag is never wider than the square.

import { squareName, type Layout } from '../engine/index.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { coversAny } from './rects.ts';
import { pointsDown } from './art/board-plan.ts';

/**
 * The tag's word on `square`: "Hint" on a square board, whose names a player finds along its rows
 * and columns; its name ("f4") on a hexagonal or triangular one, whose slanted columns a reviewer
 * could not follow from the coach's "Try f4" to the square: the name on it joins the two.
 */
export function hintTagWord(layout: Layout, square: number): string {
  return layout.grid === 'square' ? 'Hint' : squareName(layout, square);
}

/** The widest a tag may be, as a share of a square. */
export const TAG_WIDTH = 0.86;

/**
 * Whether a tag of `w` × `h` has room in a square: beside the ring's sides, not over them (a square
 * too small for the word at the readable least keeps the ring alone).
 */
export function tagFits(fit: BoardGeometryFit, w: number, h: number): boolean {
  if (fit.layout.grid === 'tri') return w <= triangleChord(fit.square, h + fit.square * 0.05);
  return w <= fit.square * TAG_WIDTH && h <= fit.square * 0.5;
}

/** A triangle of side `side`'s width at `above` over its base. */
const triangleChord = (side: number, above: number) => side - (2 * above) / Math.sqrt(3);

/**
 * The tag's centre, in game pixels, for a tag of `w` × `h` in `square`: at the ring's foot, or at
 * its head (a square or a hexagon is the same upside down) where the foot would touch one of
 * `keepOff`, a capture ring's stake tag on the same square's lower edge ("they take 36").
 */
export function hintTagSpot(
  fit: BoardGeometryFit,
  square: number,
  w: number,
  h: number,
  keepOff: readonly Rect[] = [],
): { x: number; y: number } {
  const foot = tagAtFoot(fit, square, w, h);
  if (fit.layout.grid === 'tri') return foot;
  const box = { x: foot.x - w / 2, y: foot.y - h / 2, width: w, height: h };
  if (!coversAny(box, keepOff)) return foot;
  const c = fit.cellPlacement(square);
  return { x: foot.x, y: 2 * c.y - foot.y };
}

function tagAtFoot(fit: BoardGeometryFit, square: number, w: number, h: number): { x: number; y: number } {
  const c = fit.cellPlacement(square);
  const inset = fit.square * 0.05;
  // A triangle: on its base, the wide side (under the centre where it points up, over it where it
  // points down), 1/(2√3) of its side from the centre.
  if (fit.layout.grid === 'tri') {
    const off = fit.square / (2 * Math.sqrt(3)) - inset - h / 2;
    return { x: c.x, y: c.y + (pointsDown(fit.layout, square) ? -off : off) };
  }
  // Square: the lower edge is half a square below the centre. Hexagon (points up and down, one
  // square wide, `size` high): at half the tag's width from the centre its lower side stands at
  // size/2 − (w/2)/√3.
  const foot = fit.layout.grid === 'hex' ? c.size / 2 - w / 2 / Math.sqrt(3) - inset : fit.square / 2 - inset;
  // A tag taller than the room below the centre stays centred on the square.
  return { x: c.x, y: c.y + Math.max(0, foot - h / 2) };
}
