// A loss made of many small slips, not one big mistake: the person's moves the review can judge
// that gave away a point or more, none of them much. "See your costliest move" on a 5-point move
// after a 27-point loss is the wrong lesson there; "No big mistake: 14 small slips cost 27
// points" is the right one. Read from the review's own costs; nothing is searched again.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

export interface SmallSlips {
  /** The person's judged moves that gave away a point or more. */
  count: number;
  /** Their points, all told. */
  given: number;
  /** The most any one of them gave away. */
  worst: number;
  /** Every cost worked out to the end, none the computer's estimate. */
  exact: boolean;
}

/** A move that gave away less than this is as good as the best: no slip. */
export const SLIP_LEAST = 1;
/** The fewest slips that make "many". */
export const SLIPS_LEAST = 3;
/**
 * The costliest slip gave away less than this share of all of them: none stands out (a 5 among 27
 * points does; a 12 among 27 is the lesson itself).
 */
export const WORST_SHARE = 1 / 3;
/** Or less than this share of the margin lost by: it alone explains little of the loss. */
export const WORST_OF_MARGIN = 1 / 10;

/**
 * The person's slips in a game they lost, when they are many and small (no one of them a third of
 * the points they gave away, or a tenth of the margin), else null. None may have given away half the
 * margin alone (an 8 in a loss by 14): that move is the lesson. Moves the
 * review calls hard to judge are left out: it cannot say what they cost.
 */
export function smallSlips(review: GameReview, person: Player): SmallSlips | null {
  if (!review.done) return null;
  const [one, two] = review.scores[review.scores.length - 1]!;
  const margin = person === 1 ? one - two : two - one;
  if (margin >= 0) return null;
  const slips = review.reviewed.filter(
    (r) => r !== undefined && r.mover === person && r.cost >= SLIP_LEAST && !review.unsure(r.index),
  );
  const costs = slips.map((r) => r!.cost);
  if (costs.length < SLIPS_LEAST) return null;
  const given = costs.reduce((sum, c) => sum + c, 0);
  const worst = Math.max(...costs);
  if (worst >= -margin / 2) return null;
  if (worst >= given * WORST_SHARE && worst >= -margin * WORST_OF_MARGIN) return null;
  return { count: costs.length, given, worst, exact: slips.every((r) => r!.exact) };
}
