// Rectangles in game pixels: how much of one another covers.

import type { Rect } from './board-geometry.ts';

/** The area two rectangles share (0 when they only touch or are apart). */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Whether `box` covers any of `keepOff`: the one rule every label drawn over the board keeps (a
 * capture ring's tag, the hint's tag, a move's floating gain, the coach's words): what a player
 * needs stays in sight.
 */
export function coversAny(box: Rect, keepOff: readonly Rect[]): boolean {
  return keepOff.some((k) => overlapArea(k, box) > 0);
}
