// Where a falling cell starts under gravity, without Phaser: over its column, as high as the glass
// holds the whole cell. In a beaker and over a flask's neck it starts just under the mouth's line;
// over a flask's shoulders the glass slants down over the column, so it starts just under the
// slant and drops the short way to its square. It is never drawn outside the glass.

import type { Layout } from '../engine/index.ts';
import type { Point } from './art/geometry.ts';
import { vesselOf } from './art/vessels.ts';

/** The highest y of the polygon's boundary on the vertical line at x, or -Infinity where the line misses it. */
function topAt(poly: readonly Point[], x: number): number {
  let top = -Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if (x < Math.min(a.x, b.x) || x > Math.max(a.x, b.x)) continue;
    const y = a.x === b.x ? Math.max(a.y, b.y) : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    top = Math.max(top, y);
  }
  return top;
}

/**
 * The centre's height (board units, up from the grid's foot, a square being 1) a cell dropped in
 * `column` starts from: half a square under the lowest point of the glass's top over the column's
 * width (the mouth's line, or a flask's shoulder), and never under the column's top square.
 */
export function fallStart(layout: Layout, column: number): number {
  const inner = vesselOf(layout).inner;
  const steps = 10;
  let ceiling = Infinity;
  for (let i = 0; i <= steps; i++) ceiling = Math.min(ceiling, topAt(inner, column + i / steps));
  let topSquare = -Infinity;
  for (let s = 0; s < layout.size; s++)
    if (layout.colOf[s] === column) topSquare = Math.max(topSquare, layout.rowOf[s]! + 0.5);
  return Math.max(topSquare, ceiling - 0.5);
}

/** The y (game pixels) a cell dropped onto `square` starts from, on a board drawn with `fit`. */
export function fallFromY(
  layout: Layout,
  fit: { gridTop(): number; square: number },
  square: number,
): number {
  return fit.gridTop() + (layout.rows - fallStart(layout, layout.colOf[square]!)) * fit.square;
}
