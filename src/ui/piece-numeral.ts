// Whether a cell carries its piece count as a numeral: on a board a player reads the score from
// (the game's, the puzzle's, the review's and the results' boards; the demos and cards show the
// pieces alone), on every cell of 2 or more pieces, on every grid, wherever the board's cells are
// large enough for a figure. One rule on every screen and size: a "2" shows wherever a "4" would,
// for a reviewer who saw "2" upright and none on the same board on its side (the halves were
// counted only on roomy cells) began to doubt what the figures said. Cuts of different kinds leave
// pieces of different shapes: a square cut by | and \ is two trapezoids and two small triangles, a
// hexagon's two cuts two wide and two narrow wedges, a triangle's two a kite and three slivers, and
// a square's 6 and 8 read as a star, not as pieces. So the figure says the count at a glance, and
// equal counts look alike whatever the cuts: every 4 carries a "4". A whole cell reads without one.
// But on a phone's smallest cells (a 12×12, a hexagon of 7 or 8, a triangle of 6 or more) the least
// readable figure's disc hid the pieces' hub and a late board read as a sheet of stickers: there no
// cell carries one beside its pieces; it is drawn quietly instead, its count on its whole body
// (quiet-cells.ts). Phaser-free and tested in Node; the cell's sprite draws it.

import type { GridKind, Scoring } from '../engine/index.ts';
import { pieceCount } from './art/cell-pieces.ts';
import { READABLE_CSS } from './device-pixels.ts';

/** The fewest pieces that carry a numeral, on every grid: two, a cell's first split. */
export const LEAST_COUNTED = 2;

/**
 * Whether a board's cells carry their piece counts: on a board whose score is read (in play, the
 * review's and the results'), and only where pieces are the score.
 * Under scoring by connections the count says nothing of the score, and a reviewer read the figures
 * there as marks nobody had explained.
 */
export function countsShown(inPlay: boolean, scoring: Scoring): boolean {
  return inPlay && scoring === 'divisions';
}

/**
 * The piece count to write on a cell, or null where it is whole, the board is not in play (`inPlay`
 * false), or its cells' frame (`frameCss`, where given) has no room for a figure.
 */
export function pieceNumeral(grid: GridKind, mask: number, inPlay = true, frameCss?: number): number | null {
  const count = pieceCount(mask);
  if (!inPlay || count < LEAST_COUNTED) return null;
  if (frameCss !== undefined && !countFits(grid, frameCss)) return null;
  return count;
}

/** The most of its cell a figure's disc may cover, by area: a fifth, so the pieces around it still read. */
export const COUNT_MOST_COVER = 0.2;

/**
 * A cell's area in CSS px² for a frame `frameCss` across (the sprite's size): a square fills it; a
 * hexagon, point to point the frame's height, (3√3/8)f²; a triangle, its corners on the frame's
 * circle, (3√3/16)f².
 */
export function cellArea(grid: GridKind, frameCss: number): number {
  const share = grid === 'square' ? 1 : grid === 'hex' ? (3 * Math.sqrt(3)) / 8 : (3 * Math.sqrt(3)) / 16;
  return share * frameCss * frameCss;
}

/**
 * Whether a cell of frame `frameCss` has room for its figure: the least readable figure's disc
 * (READABLE_CSS; a larger cell's figure grows only where it has the room) covers at most
 * COUNT_MOST_COVER of the cell. On a phone upright a square of 8×8 (44 CSS px a side), a hexagon of
 * 5 and a triangle of 5 carry their figures; a 10×10 or 12×12 (34, 28), a hexagon of 7 and a
 * triangle of 6 or more (53 a side) do not.
 */
export function countFits(grid: GridKind, frameCss: number): boolean {
  const r = Math.round(READABLE_CSS * DISC_PER_FONT) / 2;
  return Math.PI * r * r <= COUNT_MOST_COVER * cellArea(grid, frameCss);
}

/** A figure's disc across, per its font's size. */
const DISC_PER_FONT = 1.4;

/** The largest the figure grows, in CSS px: on an upright tablet's 100-px squares a 17 read as tiny. */
export const NUMERAL_MOST_CSS = 20;

/**
 * How a cell's numeral looks, in CSS px: a small bold figure on a dark disc in the pieces' hub, where
 * the cuts meet. The old figure was 40% of the cell in white with a heavy stroke, and a late board of
 * them read as a sheet of numbers over the pieces; this one is the least readable size (13 CSS px)
 * until the cell is large enough to give it a quarter of its width (a triangle, filling less of its
 * frame, a fifth), never past 20 CSS px (on a tablet's large cells a label, not a sticker over the
 * hub), and its disc only as wide as the figure needs. `dy`: how far below the cell's
 * centre it stands, as a share of the frame, where a colour-blind mark holds the centre (`marked`):
 * on a square or a hexagon 0.3 of the cell; on a triangle towards its base (up for one pointing
 * `down`), as far as its disc stays inside the triangle's inscribed circle (a radius of a quarter of
 * the frame), for below the centre a triangle narrows to its point. `markDy`: where the mark stands
 * on a cell that carries a figure (0 at the centre): on a small square or hexagon (the results'
 * picture's 55 CSS px squares) the mark, MARK_SHARE of the cell across, reached over the disc at
 * 0.3 and covered the figure's top, so the disc goes lower (a square's, inside the cell) and the
 * mark rises until a gap stands between them.
 */
export function numeralLook(
  grid: GridKind,
  sizeCss: number,
  place: { marked: boolean; down: boolean } = { marked: false, down: false },
): { fontCss: number; discCss: number; dy: number; markDy: number } {
  // Past 17 CSS px only as far as its disc stays within 0.3 of the cell across.
  const share = sizeCss * (grid === 'tri' ? 0.2 : 0.25);
  const roomy = Math.max(17, (sizeCss * 0.3) / DISC_PER_FONT);
  const fontCss = Math.max(READABLE_CSS, Math.min(NUMERAL_MOST_CSS, share, roomy));
  const discCss = Math.round(fontCss * DISC_PER_FONT);
  if (!place.marked) return { fontCss, discCss, dy: 0, markDy: 0 };
  if (grid !== 'tri') return { fontCss, discCss, ...apartFromMark(grid, sizeCss, discCss) };
  const towardBase = Math.max(0, TRI_INRADIUS - discCss / 2 / sizeCss);
  const flip = place.down ? -1 : 1;
  return { fontCss, discCss, dy: flip * towardBase, markDy: -flip * TRI_MARK.rise };
}

/**
 * A triangle's colour-blind mark: its box across as a share of the frame, and how far it stands
 * from the centre towards the point where the cell carries a count (its disc towards the base).
 * Centred it covered the count's disc; there it keeps inside the two sides of the cell's body (the
 * pieces stand TRI_BODY_INSET in from the triangle's sides), 27% of the triangle's side across,
 * clear of the disc.
 */
export const TRI_MARK = { share: 0.27, rise: 0.15 } as const;

/** How far a triangle cell's body stands in from its triangle's sides, as a share of the frame. */
export const TRI_BODY_INSET = 0.05;

/** A colour-blind mark's width as a share of its cell's frame (cell-marks.ts's markSize). */
export const MARK_SHARE = 0.42;

/** The room kept between a mark and a figure's disc, and between either and the cell's edge, in CSS px. */
export const MARK_GAP_CSS = 2;

/**
 * On a square or a hexagon: the figure's disc 0.3 of the cell under the centre, lower on a small
 * square as far as it stays inside the cell (higher where 0.3 would take it past the edge), and the mark raised from the centre by what is still
 * short of a gap between them (as far as it stays inside the cell).
 */
function apartFromMark(grid: GridKind, sizeCss: number, discCss: number): { dy: number; markDy: number } {
  const r = discCss / 2 / sizeCss;
  const half = MARK_SHARE / 2;
  const gap = MARK_GAP_CSS / sizeCss;
  const need = half + gap + r;
  // A hexagon narrows to its points above and below: its disc keeps its place.
  const lowest = grid === 'square' ? 0.5 - gap - r : 0.3;
  const dy = Math.min(Math.max(0.3, need), lowest);
  const short = need - dy;
  return { dy, markDy: short > 0 ? -Math.min(short, Math.max(0, 0.5 - gap - half)) : 0 };
}

/** A triangle's inscribed circle's radius as a share of its frame (its corners on the frame's circle of radius 1/2). */
export const TRI_INRADIUS = 0.25;
