// Boxes on the page compared, for the placement tests: one inside another, two meeting.
import type { Rect } from '../../src/ui/board-geometry.ts';

/** Whether `p` lies inside `r` (to a rounding). */
export const within = (p: Rect, r: Rect) =>
  p.x >= r.x - 1e-9 &&
  p.y >= r.y - 1e-9 &&
  p.x + p.width <= r.x + r.width + 1e-9 &&
  p.y + p.height <= r.y + r.height + 1e-9;

/** Whether `a` and `b` overlap by more than a rounding. */
export const meets = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - 1e-9 &&
  b.x < a.x + a.width - 1e-9 &&
  a.y < b.y + b.height - 1e-9 &&
  b.y < a.y + a.height - 1e-9;
