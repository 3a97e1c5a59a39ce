// The board around a move's cell as its gain sees it, without Phaser: the glass, the other cells
// (whose counts a player reads), the other player's cells' bodies among them (a gain resting over
// one read as theirs: Expert's pink "+2" over the player's green cell), and the squares
// still to play.

import type { Rect } from './board-geometry.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { CELL_BODY, glassInside, glassOutline, type GainRoom } from './gain-place.ts';

/**
 * A cell's body (its pieces) as a box around its centre, a share of the squares' size: a square's
 * or a hexagon's most of its square; a triangle's the box inside it (its inscribed circle's, a
 * little over half its side), as its neighbours' centres stand half a side away.
 */
export function bodyShare(grid: string): number {
  return grid === 'tri' ? 0.5 : CELL_BODY;
}

/** The board around `square`'s cell, `mover`'s, where `owner` says who holds each square (undefined: empty). */
export function gainAround(
  fit: BoardGeometryFit,
  square: number,
  mover: number,
  owner: (square: number) => number | undefined,
): Pick<GainRoom, 'inside' | 'glass' | 'cells' | 'empty'> & { rivals: Rect[] } {
  const others = Array.from({ length: fit.layout.size }, (_, s) => s).filter((s) => s !== square);
  const held = others.filter((s) => owner(s) !== undefined);
  const side = fit.square * bodyShare(fit.layout.grid);
  const body = (c: { x: number; y: number }): Rect => ({
    x: c.x - side / 2,
    y: c.y - side / 2,
    width: side,
    height: side,
  });
  return {
    inside: glassInside(fit),
    glass: glassOutline(fit),
    cells: held.map((s) => fit.centre(s)),
    rivals: held.filter((s) => owner(s) !== mover).map((s) => body(fit.centre(s))),
    // A gain resting on an empty square would read as that square's.
    empty: others.filter((s) => owner(s) === undefined).map((s) => fit.centre(s)),
  };
}
