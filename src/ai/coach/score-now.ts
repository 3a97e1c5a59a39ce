// The mover's own points from one square now: the hint's "+6 now", the review's "scored +8 now",
// and the greedier square a hint is set beside.

import type { Position } from '../../engine/index.ts';

/** The mover's own points from `square` now, as the hint's "+6 now" says them. */
export function scoreNow(position: Position, square: number): number {
  const p = position.turn();
  const before = position.score(p);
  position.playUnchecked(square);
  const gain = position.score(p) - before;
  position.undo();
  return gain;
}
