// The marks a reviewed move gets by its cost in points: inaccuracy, mistake, blunder. The
// thresholds come from reviewed games of the expert against hard and medium on square:5 and
// square:6 (docs/coach.md): the expert never gave away 2 points in a move, the seed opponents did
// in one move of five, 4 in one of fifty, and the expert's median winning margin is 12, so a
// move that gives away half of it alone is a blunder.

export type Mark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Costs from these points up (inclusive) get the mark. */
export const MARK_THRESHOLDS = { inaccuracy: 2, mistake: 4, blunder: 6 } as const;

/** The mark of a move by its cost; a cost of 0 is a best move, below the first threshold a good one. */
export function markOf(cost: number): Mark {
  if (cost >= MARK_THRESHOLDS.blunder) return 'blunder';
  if (cost >= MARK_THRESHOLDS.mistake) return 'mistake';
  if (cost >= MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return cost <= 0 ? 'best' : 'good';
}

/**
 * The mark the review shows for a move of `cost` (game/review.ts shownMark): its mark, except that a
 * move which left the same player winning by far (`sameWinner`, GameReview.hardlyMoved) is at most a
 * mistake, never a big one: "a big mistake" for 6 points in a game won by 18 was harsh.
 */
export function shownMarkOf(cost: number, sameWinner: boolean): Mark {
  const mark = markOf(cost);
  return sameWinner && mark === 'blunder' ? 'mistake' : mark;
}
