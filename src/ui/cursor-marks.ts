// The keyboard cursor's shape, without Phaser: the cell's outline drawn only at its corners (short
// brackets along each edge from every corner), in the focus colour on a dark line. The hint rings
// its square whole in gold and the last move in white, so the cursor never reads as either: it is
// the one mark on the board that is broken, and brackets a cell rather than ringing it.

import type { GridKind } from '../engine/index.ts';
import type { Point } from './art/geometry.ts';
import { triangleOutline } from './cell-outline.ts';

/** The share of each edge a bracket runs along from either corner: the middle 40% of every edge stays open. */
export const BRACKET_SHARE = 0.3;

/** The corners of the cursor's outline around a cell `size` game px wide, relative to its centre (y down), inset by `inset`. */
export function cursorCorners(grid: GridKind, size: number, down = false, inset = 2): Point[] {
  if (grid === 'hex') {
    // A hexagon with a point at the top, as wide as the cell: its corners lie at width/√3.
    const r = (size - 2 * inset) / Math.sqrt(3);
    return Array.from({ length: 6 }, (_, k) => ({
      x: r * Math.cos(Math.PI / 2 + (k * Math.PI) / 3),
      y: -r * Math.sin(Math.PI / 2 + (k * Math.PI) / 3),
    }));
  }
  if (grid === 'tri') return triangleOutline(size - 2 * inset, down);
  const h = size / 2 - inset;
  return [
    { x: -h, y: -h },
    { x: h, y: -h },
    { x: h, y: h },
    { x: -h, y: h },
  ];
}

/** The brackets: at every corner, a bend from `share` of the way along one edge, through the corner, to `share` along the other. */
export function cornerBrackets(corners: readonly Point[], share = BRACKET_SHARE): [Point, Point, Point][] {
  const n = corners.length;
  const along = (a: Point, b: Point): Point => ({
    x: a.x + (b.x - a.x) * share,
    y: a.y + (b.y - a.y) * share,
  });
  return corners.map((c, i) => [along(c, corners[(i + n - 1) % n]!), c, along(c, corners[(i + 1) % n]!)]);
}
