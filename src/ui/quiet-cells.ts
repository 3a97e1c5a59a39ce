// Small cells drawn quietly: on a board whose score is read, a cell too small for its count beside
// its pieces (a phone's 12×12, a hexagon of 7, a triangle of 6: countFits says no) shows one whole
// body in its owner's colour, the lone cell's picture, with its piece count as a bold dark figure on
// it. A reviewer found a phone's late 12×12 of 6- and 8-piece "flowers" a busy pattern where green
// and magenta regions were hard to tell apart: drawn as whole bodies, the two players'
// regions read as areas and the figures say what the cuts said. Larger cells keep CELLS.md's
// pieces; zoomed in (the board magnified), a cell is as large as it is shown and its pieces come
// back. Phaser-free and tested in Node (tests/ui/quiet-cells.test.ts); cell-sprite.ts draws it.

import type { GridKind } from '../engine/index.ts';
import { contrastRatio, type Colour } from './contrast.ts';
import { READABLE_CSS } from './device-pixels.ts';
import { countFits, LEAST_COUNTED, TRI_MARK } from './piece-numeral.ts';
import { pieceCount } from './art/cell-pieces.ts';

/**
 * Whether a cell shown `frameCss` across (its sprite's frame, in CSS px, as shown: a zoomed board's
 * larger) on `grid` is drawn quietly: only on a board whose score is read (`inPlay`: its counts
 * are the score), and only where the count finds no room beside the pieces. On a phone upright a
 * square of 12×12 (28 CSS px) or 10×10 (34) is quiet, an 8×8 (44) keeps its pieces; a tablet's 12×12
 * (about 55) keeps them.
 */
export function quietCell(grid: GridKind, frameCss: number, inPlay: boolean): boolean {
  return inPlay && !countFits(grid, frameCss);
}

/** The largest a quiet cell's figure grows, in CSS px: a label on the body, not a sticker over it. */
export const QUIET_MOST_CSS = 17;

/** A quiet cell's figure's height as a share of the cell's frame (a triangle fills less of it). */
const QUIET_SHARE = { square: 0.5, hex: 0.46, tri: 0.28 } as const;

/** How far below the frame's centre a triangle's figure stands (the centre of its inscribed circle is the frame's): a little towards its wider base. */
const TRI_LOWER = 0.04;

/**
 * A quiet cell's figure: the count of `mask`'s pieces (none for a whole cell, as on every board),
 * its font in CSS px (the least readable size at least), and where it stands below the frame's
 * centre as a share of the frame (a triangle's a little towards its base, in its inscribed circle;
 * `down`: one pointing down).
 */
export function quietFigure(
  grid: GridKind,
  mask: number,
  frameCss: number,
  down = false,
): { count: number | null; fontCss: number; dy: number } {
  const pieces = pieceCount(mask);
  const fontCss = Math.max(READABLE_CSS, Math.min(QUIET_MOST_CSS, frameCss * QUIET_SHARE[grid]));
  const dy = grid === 'tri' ? (down ? -TRI_LOWER : TRI_LOWER) : 0;
  return { count: pieces < LEAST_COUNTED ? null : pieces, fontCss, dy };
}

/** The dark ink of the game's figures (the glass's darkest tone). */
export const QUIET_DARK = '#06141a';

/** A quiet cell's figure's ink on a body of colour `body`: dark or white, whichever stands apart more. */
export function quietInk(body: Colour): string {
  return contrastRatio(QUIET_DARK, body) >= contrastRatio('#ffffff', body) ? QUIET_DARK : '#ffffff';
}

/**
 * Where a colour-blind mark stands on a quiet cell, in shares of the frame (`share`: its box across,
 * the shape reaching MARK_REACH of it): on a whole cell at the centre; on a counted one the mark
 * takes the upper left and the figure the lower right (`figure`), as on a playing card, so both
 * read. A reviewer found the old mark, a 3-pixel dot in a corner of a phone's 12×12 cell, no help:
 * now it spans about 40% of the square. A triangle, narrow at its point, keeps them one above the
 * other on its axis, the figure towards the base and the mark by the point, inside the two sides of
 * the cell's body there (piece-numeral.ts's TRI_MARK, as on a triangle that carries its count beside
 * its pieces).
 */
export const QUIET_MARK: Readonly<
  Record<GridKind, { share: number; x: number; y: number; figure: { x: number; y: number } }>
> = {
  square: { share: 0.46, x: -0.22, y: -0.22, figure: { x: 0.2, y: 0.2 } },
  hex: { share: 0.46, x: -0.2, y: -0.13, figure: { x: 0.2, y: 0.2 } },
  tri: { share: TRI_MARK.share, x: 0, y: -TRI_MARK.rise, figure: { x: 0, y: 0.095 } },
};

/**
 * Where a quiet cell's mark and figure stand, in shares of the frame, for a cell pointing `down`
 * (a triangle's, mirrored) that shows a count (`counted`) or not.
 */
export function quietMarkPlace(
  grid: GridKind,
  counted: boolean,
  down = false,
): { share: number; mark: { x: number; y: number }; figure: { x: number; y: number } } {
  const p = QUIET_MARK[grid];
  const flip = down ? -1 : 1;
  if (!counted) return { share: p.share, mark: { x: 0, y: 0 }, figure: { x: 0, y: 0 } };
  return {
    share: p.share,
    mark: { x: p.x, y: p.y * flip },
    figure: { x: p.figure.x, y: p.figure.y * flip },
  };
}
