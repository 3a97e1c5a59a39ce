// A split preview's cut line kept off a cell's piece count: the count's dark disc stands in the
// middle of the cell, where its cuts meet, and a line drawn over it crossed the "4" or "6" out on
// big tri and square boards. A line's part inside the disc is left out, so the figure
// reads whole while the cut shows on both sides of it. Phaser-free; ui/split-lines.ts draws it.

import type { Point } from './art/geometry.ts';

/** A round mark a line keeps off: its centre and radius. */
export interface Disc {
  x: number;
  y: number;
  r: number;
}

/** The parts of the line from `a` to `b` outside `disc` (the whole line where it misses it; none inside it). */
export function outsideDisc(a: Point, b: Point, disc: Disc | null): [Point, Point][] {
  if (!disc) return [[a, b]];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - disc.x;
  const fy = a.y - disc.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return Math.hypot(fx, fy) < disc.r ? [] : [[a, b]];
  // Where the line meets the circle, as shares t of the way from a to b: t² len² + 2t (f·d) + |f|² − r² = 0.
  const half = fx * dx + fy * dy;
  const c = fx * fx + fy * fy - disc.r * disc.r;
  const root = half * half - len2 * c;
  if (root <= 0) return [[a, b]];
  const t1 = (-half - Math.sqrt(root)) / len2;
  const t2 = (-half + Math.sqrt(root)) / len2;
  const at = (t: number): Point => ({ x: a.x + t * dx, y: a.y + t * dy });
  const parts: [Point, Point][] = [];
  if (t1 > 0) parts.push([a, at(Math.min(1, t1))]);
  if (t2 < 1) parts.push([at(Math.max(0, t2)), b]);
  return parts;
}
