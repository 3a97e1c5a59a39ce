// Where a named square's tag stands on it (ui/name-tags.ts draws it), without Phaser: inside the
// square's own cell, clear of its sides by a margin, as far from its middle as the cell's shape lets
// a tag of that size stand (towards a triangle's point), so it covers no neighbour's cell and as
// little as it can of the figure at the middle (on a triangle the tag stood over the point and the
// numbers by it); on a hexagon, on its lower point, off the count at its middle.

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
  // ("b4" over "2" in a side phone's review); there it meets neither the count nor the counts of the
  // two hexagons below, whose points meet there (their centres half a width to either side).
  if (grid === 'hex') return side / Math.sqrt(3);
  return Math.max(0, side / 2 - m - h / 2);
}
