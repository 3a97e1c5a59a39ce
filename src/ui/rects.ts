// Rectangles in game pixels: how much of one another covers.

import type { Rect } from './board-geometry.ts';

/** The area two rectangles share (0 when they only touch or are apart). */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
