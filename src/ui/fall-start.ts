// Where a falling cell starts under gravity, without Phaser: over its column, just above the board,
// but never outside the glass. In a beaker and over a flask's neck the cell comes in through the
// open mouth; over a flask's shoulders the glass slants down over the column, so the cell starts
// just under the slant (its whole square inside the glass) and drops the short way to its square.

import type { Layout } from '../engine/index.ts';
import type { Point } from './art/geometry.ts';
import { vesselOf } from './art/vessels.ts';

/** How far above the grid's top a cell coming in through the mouth starts, in squares (its centre). */
export const MOUTH_START = 1.1;

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
 * `column` starts from: MOUTH_START over the grid's top where the glass is open above the column
 * (a beaker's, a flask's neck), else half a square under the lowest point of the glass over the
 * column's width, and never under the column's top square.
 */
export function fallStart(layout: Layout, column: number): number {
  const inner = vesselOf(layout).inner;
  const mouth = Math.max(...inner.map((p) => p.y));
  const steps = 10;
  let ceiling = Infinity;
  for (let i = 0; i <= steps; i++) {
    const y = topAt(inner, column + i / steps);
    // The mouth's line across the top of the glass is open: a cell comes in through it.
    if (y < mouth - 1e-9) ceiling = Math.min(ceiling, y);
  }
  const rows = layout.rows;
  if (ceiling === Infinity) return rows - 0.5 + MOUTH_START;
  let topSquare = -Infinity;
  for (let s = 0; s < layout.size; s++)
    if (layout.colOf[s] === column) topSquare = Math.max(topSquare, layout.rowOf[s]! + 0.5);
  return Math.max(topSquare, Math.min(rows - 0.5 + MOUTH_START, ceiling - 0.5));
}
