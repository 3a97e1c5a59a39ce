// A lead the person had and did not keep (a draw or a loss after leading by CLEAR_LEAD or more on
// the score), and the person's own move that cost most on the way: the results name it, and the
// review's "Where it turned" opens there, so the card and the review agree (a reviewer read "No move
// cost you much" beside "You led by 19; Medium caught up", and the review named Medium's move). The
// move is the review's costliest of the person's, however small (a point given away turns a win by
// 1 into a draw); with none, no move of theirs lost it: the lead was only on the score, and best
// play had the end where it came.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { CLEAR_LEAD } from './lead-turned.ts';

export interface LeadCost {
  /** The person's largest lead on the score, and the move (from 1) it stood after. */
  lead: number;
  after: number;
  /** The person's costliest move (the review's, never one it calls hard to judge), or null: none gave anything away. */
  move: MoveReview | null;
  /** That move took the forecast from the person's win (or a draw) to a worse end: "and the win with it". */
  turned: 'win' | 'draw' | null;
}

/** The person's largest lead on the score and the move it stood after, or null where they never led. */
export function largestLead(
  scores: GameReview['scores'],
  person: Player,
): { lead: number; after: number } | null {
  let best: { lead: number; after: number } | null = null;
  scores.forEach(([one, two], after) => {
    const lead = person === 1 ? one - two : two - one;
    if (lead > 0 && (!best || lead > best.lead)) best = { lead, after };
  });
  return best;
}

/** The lead `person` lost in a finished, reviewed game they did not win, or null. */
export function leadCost(review: GameReview, person: Player): LeadCost | null {
  if (!review.done) return null;
  const [one, two] = review.scores[review.scores.length - 1]!;
  const margin = person === 1 ? one - two : two - one;
  if (margin > 0) return null;
  const led = largestLead(review.scores, person);
  if (!led || led.lead < CLEAR_LEAD) return null;
  const move = review.worstMove([person]);
  let turned: LeadCost['turned'] = null;
  if (move) {
    const side = person === 1 ? 1 : -1;
    const forecast = review.steadyForecasts();
    const before = side * (forecast[move.index] ?? 0);
    const after = side * (forecast[move.index + 1] ?? 0);
    if (before > 0 && after <= 0) turned = 'win';
    else if (before === 0 && after < 0) turned = 'draw';
  }
  return { ...led, move, turned };
}
