// Whether a cell carries its piece count as a numeral: only on a board in play (the game and the
// puzzle, where the next move hangs on the count; the review, the replays and the demos show the
// pieces alone), and only where its thinnest drawn piece is too thin to see and count at the size
// the cell is drawn (6 or 8 pieces on a phone's 12×12 board, a triangle's 4). Four pieces of a square
// or hexagonal cell are two whole lines through it, the count the guided game teaches ("two lines:
// 4 pieces"), and carry none. A cell cut along every axis (a square's 8, a hexagon's or triangle's 6)
// carries its count like the rest: on a 12×12 phone board an 8 without one among badged 6s read as a
// cell nobody had counted, and 6 and 8 must read apart. Decided from the pieces as they are drawn
// (art/cell-pieces.ts: inset and rounded), Phaser-free and tested in Node; the cell's sprite draws it.

import type { GridKind, Scoring } from '../engine/index.ts';
import { cellOutlines, cellShape, pieceCount } from './art/cell-pieces.ts';
import type { Polygon } from './art/geometry.ts';
import { READABLE_CSS } from './device-pixels.ts';

/** The least width, in CSS px, of a piece a player still sees and counts as one. */
export const PIECE_LEAST_CSS = 14;

/** The widest circle inside a convex polygon, as its diameter: the polygon's thinnest width that matters for seeing it. */
export function innerDiameter(poly: Polygon): number {
  const n = poly.length;
  // The distance from p to the nearest edge line (inside a convex polygon, the nearest edge).
  const clearance = (x: number, y: number): number => {
    let least = Infinity;
    for (let i = 0; i < n; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % n]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len < 1e-12) continue;
      const d = ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)) / len;
      least = Math.min(least, d);
    }
    return least;
  };
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  let box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  let best = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2, r: -Infinity };
  // A grid over the box, then finer grids around the best point found.
  for (let round = 0; round < 4; round++) {
    const steps = 24;
    for (let i = 0; i <= steps; i++)
      for (let j = 0; j <= steps; j++) {
        const x = box.x0 + ((box.x1 - box.x0) * i) / steps;
        const y = box.y0 + ((box.y1 - box.y0) * j) / steps;
        const r = clearance(x, y);
        if (r > best.r) best = { x, y, r };
      }
    const w = (box.x1 - box.x0) / 6;
    const h = (box.y1 - box.y0) / 6;
    box = { x0: best.x - w, x1: best.x + w, y0: best.y - h, y1: best.y + h };
  }
  return 2 * Math.max(0, best.r);
}

const thinnest = new Map<string, number>();

/** The thinnest drawn piece of a pattern, as a share of the cell's drawn size (its frame's side). */
export function thinnestPiece(grid: GridKind, mask: number): number {
  const key = `${grid}/${mask}`;
  let share = thinnest.get(key);
  if (share === undefined) {
    share = Math.min(...cellOutlines(cellShape(grid), mask).map(innerDiameter));
    thinnest.set(key, share);
  }
  return share;
}

/** The fewest pieces that may carry a numeral: a triangle's four are slivers, a square's or hexagon's four two whole lines. */
export function leastCounted(grid: GridKind): number {
  return grid === 'tri' ? 4 : 5;
}

/**
 * Whether a board's cells carry their piece counts: in play, and only where pieces are the score.
 * Under scoring by connections the count says nothing of the score, and a reviewer read the figures
 * there as marks nobody had explained.
 */
export function countsShown(inPlay: boolean, scoring: Scoring): boolean {
  return inPlay && scoring === 'divisions';
}

/**
 * The piece count to write on a cell drawn `sizeCss` CSS px wide (its frame's side), or null where
 * its pieces are wide enough to count, it has too few pieces to need one, or the board is not in play
 * (`inPlay` false).
 */
export function pieceNumeral(grid: GridKind, mask: number, sizeCss: number, inPlay = true): number | null {
  const count = pieceCount(mask);
  if (!inPlay || count < leastCounted(grid)) return null;
  return thinnestPiece(grid, mask) * sizeCss < PIECE_LEAST_CSS ? count : null;
}

/**
 * How a cell's numeral looks, in CSS px: a small bold figure on a dark disc in the pieces' hub, where
 * the cuts meet. The old figure was 40% of the cell in white with a heavy stroke, and a late board of
 * them read as a sheet of numbers over the pieces; this one is the least readable size (13 CSS px)
 * until the cell is large enough to give it a quarter of its width (a triangle, filling less of its
 * frame, a fifth), and its disc only as wide as the figure needs. `dy`: how far below the cell's
 * centre it stands, as a share of the frame, where a colour-blind mark holds the centre (`marked`):
 * on a square or a hexagon 0.3 of the cell; on a triangle towards its base (up for one pointing
 * `down`), as far as its disc stays inside the triangle's inscribed circle (a radius of a quarter of
 * the frame), for below the centre a triangle narrows to its point.
 */
export function numeralLook(
  grid: GridKind,
  sizeCss: number,
  place: { marked: boolean; down: boolean } = { marked: false, down: false },
): { fontCss: number; discCss: number; dy: number } {
  const fontCss = Math.max(READABLE_CSS, sizeCss * (grid === 'tri' ? 0.2 : 0.25));
  const discCss = Math.round(fontCss * 1.4);
  if (!place.marked) return { fontCss, discCss, dy: 0 };
  if (grid !== 'tri') return { fontCss, discCss, dy: 0.3 };
  const towardBase = Math.max(0, TRI_INRADIUS - discCss / 2 / sizeCss);
  return { fontCss, discCss, dy: place.down ? -towardBase : towardBase };
}

/** A triangle's inscribed circle's radius as a share of its frame (its corners on the frame's circle of radius 1/2). */
export const TRI_INRADIUS = 0.25;
