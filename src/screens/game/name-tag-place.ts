// Where a named square's tag stands on it (ui/name-tags.ts draws it), without Phaser: inside the
// square's own cell, clear of its sides by a margin, as far from its middle as the cell's shape lets
// a tag of that size stand (towards a triangle's point), so it covers no neighbour's cell and as
// little as it can of the figure at the middle (on a triangle the tag stood over the point and the
// numbers by it); on a hexagon, on its lower point, off the count at its middle, or where that
// point would cover a played or marked neighbour ("b4" sat over a3's cell), on its upper
// point, else inside its own cell below the middle (hexTagDy).

import type { Layout } from '../../engine/index.ts';

/** The margin kept between a tag and its cell's sides, as a share of the square's size. */
export const TAG_MARGIN = 0.06;

/**
 * The tag's centre below the cell's centre (negative: above), in the units of `side` (the square's
 * size: a square's side, a hexagon's width across its flats, a triangle's side), for a tag `w` × `h`.
 * A triangle pointing `down` has its point below. Null where the cell holds it only over its middle
 * (a phone's small triangles): the tag then stands as before, by the point.
 */
export function nameTagDy(
  grid: 'hex' | 'tri' | 'square',
  side: number,
  w: number,
  h: number,
  down = false,
): number | null {
  const m = TAG_MARGIN * side;
  if (grid === 'tri') {
    // Centroid at 0, the point 1/√3 of the side away: the triangle's width a distance d from its
    // point is 2d·tan 30°, so the tag's near edge stands where that width holds it.
    const point = side / Math.sqrt(3);
    const near = point - (w / 2 + m) * Math.sqrt(3);
    const dy = near - h / 2;
    if (dy < h / 2) return null;
    return down ? dy : -dy;
  }
  // On a hexagon's lower point, half over its edge: inside the cell the tag stood on its piece count
  // ("b4" over "2" in a side phone's review); where a neighbour there is played, hexTagDy moves it.
  if (grid === 'hex') return side / Math.sqrt(3);
  return Math.max(0, side / 2 - m - h / 2);
}

/** How far a cell's drawn body reaches from its centre, in square widths: a tag within it covers that cell. */
const CELL_REACH = 0.45;

/**
 * Where a hexagon `square`'s name tag stands, below its centre (negative: above), in square widths,
 * for a tag `w` × `h` (square widths too): on its lower point, half over its edge (clear of its own
 * count), where that covers no `busy` cell (a played or marked one); else on its upper point; else
 * inside its own cell, as low as its narrowing lower half holds the tag, covering no neighbour at all.
 */
export function hexTagDy(
  layout: Layout,
  square: number,
  w: number,
  h: number,
  busy: (square: number) => boolean,
): number {
  const point = 1 / Math.sqrt(3);
  const inside = Math.max(0.2, point - w / (2 * Math.sqrt(3)) - TAG_MARGIN - h / 2);
  const covers = (dy: number) => {
    for (let t = 0; t < layout.size; t++) {
      if (t === square || !busy(t)) continue;
      // The cell's centre from the square's, screen y growing downwards.
      const x = layout.centreX[t]! - layout.centreX[square]!;
      const y = layout.centreY[square]! - layout.centreY[t]!;
      const nearX = Math.max(-w / 2, Math.min(w / 2, x));
      const nearY = Math.max(dy - h / 2, Math.min(dy + h / 2, y));
      if (Math.hypot(x - nearX, y - nearY) < CELL_REACH) return true;
    }
    return false;
  };
  return [point, -point].find((dy) => !covers(dy)) ?? inside;
}
