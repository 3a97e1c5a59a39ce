// The marks a reviewed move gets by its cost in points: inaccuracy, mistake, blunder. The
// thresholds come from measured expert games (docs/coach.md): a square:6 game is decided by a
// handful of points, so a move that gives away as much as a typical final margin is a blunder.

export type Mark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Costs from these points up (inclusive) get the mark. */
export const MARK_THRESHOLDS = { inaccuracy: 2, mistake: 4, blunder: 8 } as const;

/** The mark of a move by its cost; a cost of 0 is a best move, below the first threshold a good one. */
export function markOf(cost: number): Mark {
  if (cost >= MARK_THRESHOLDS.blunder) return 'blunder';
  if (cost >= MARK_THRESHOLDS.mistake) return 'mistake';
  if (cost >= MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return cost <= 0 ? 'best' : 'good';
}
