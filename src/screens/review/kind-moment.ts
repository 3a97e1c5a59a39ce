// A won game's key moment (key-moment.ts) where no move of the person's took the lead for good:
// their closest call, a kind line as the best apps end a win on, never a mistake that left the same
// winner. The person's move, sure and the best (worked out to the end where one was) or within a point
// of it, made where the chart was closest from their side (the least lead; the earlier of equals),
// never their first move nor one a hint or Best moves showed them (`helped`); none where they found no such move.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { markOf } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

/** The person's closest call met with the best move, or null. */
export function closestCall(
  review: GameReview,
  person: Player,
  helped: ReadonlySet<number> = new Set(),
): MoveReview | null {
  if (!review.done) return null;
  const forecast = review.steadyForecasts();
  const side = person === 1 ? 1 : -1;
  // Worked out to the end and the best, where there is one (an opening's estimate, "kept you on track to win by
  // about 2" at move 1, was no call at all); else the best the estimates allow.
  const ranks = (r: MoveReview) => (r.exact ? 0 : 2) + (markOf(r.cost) === 'best' ? 0 : 1);
  let closest: MoveReview | null = null;
  let lead = Infinity;
  let rank = Infinity;
  for (const r of review.reviewed) {
    if (!r || r.mover !== person || review.unsure(r.index) || r.index < 2 || helped.has(r.index)) continue;
    const mark = markOf(r.cost);
    if (mark !== 'best' && mark !== 'good') continue;
    const here = side * (forecast[r.index] ?? Infinity);
    const k = ranks(r);
    if (k < rank || (k === rank && here < lead)) [closest, lead, rank] = [r, here, k];
  }
  return closest;
}
