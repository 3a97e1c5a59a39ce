// A loss made of many small slips, not one big mistake: the person's moves the review marks costly
// (a slip or worse, the move list's marks) that no one of them explains. "See your costliest move"
// on a 5-point move after a 27-point loss is the wrong lesson there; "No one move lost it: 2
// mistakes and 12 slips cost 27 points" is the right one. Counted by the list's own marks, so the
// summary's counts are the list's counts ("10 small slips" beside moves marked "mistake").
// Read from the review's own costs; nothing is searched again.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { MARK_THRESHOLDS, type Mark } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import type { CostlyCounts } from '../../words/slips-words.ts';

export interface SmallSlips {
  /** The person's sure moves marked costly (a slip or worse). */
  count: number;
  /** Their points, all told. */
  given: number;
  /** The most any one of them gave away. */
  worst: number;
  /** Every cost worked out to the end, none the computer's estimate. */
  exact: boolean;
  /** The same moves counted by their marks, as the move list shows them. */
  marks: CostlyCounts;
  /** The same moves as plies (the position after each), in the order played: what the review steps through. */
  plies: number[];
}

/** A move that gave away less than this is not counted: the list marks it nearly the best. */
export const SLIP_LEAST = MARK_THRESHOLDS.inaccuracy;
/** The fewest slips that make "many". */
export const SLIPS_LEAST = 3;
/**
 * The costliest slip gave away less than this share of all of them: none stands out (a 5 among 27
 * points does; a 12 among 27 is the lesson itself).
 */
export const WORST_SHARE = 1 / 3;
/** Or less than this share of the margin lost by: it alone explains little of the loss. */
export const WORST_OF_MARGIN = 1 / 10;

/** The person's sure moves the list marks costly (a slip or worse), in the order played. */
export function costlyMoves(review: GameReview, person: Player): MoveReview[] {
  return review.reviewed.filter(
    (r): r is MoveReview =>
      r !== undefined && r.mover === person && r.cost >= SLIP_LEAST && !review.unsure(r.index),
  );
}

/** Costly moves counted by their marks. */
export function costlyCounts(marks: readonly (Mark | null)[]): CostlyCounts {
  const count = (mark: Mark) => marks.filter((m) => m === mark).length;
  return { bigMistakes: count('blunder'), mistakes: count('mistake'), slips: count('inaccuracy') };
}

/**
 * The person's costly moves in a game they lost, when they are many and none stands out (no one of
 * them a third of the points they gave away, or a tenth of the margin), else null. None may have
 * given away half the margin alone (an 8 in a loss by 14): that move is the lesson. Moves the review
 * calls hard to judge are left out: it cannot say what they cost.
 */
export function smallSlips(review: GameReview, person: Player): SmallSlips | null {
  if (!review.done) return null;
  const [one, two] = review.scores[review.scores.length - 1]!;
  const margin = person === 1 ? one - two : two - one;
  if (margin >= 0) return null;
  const slips = costlyMoves(review, person);
  const costs = slips.map((r) => r.cost);
  if (costs.length < SLIPS_LEAST) return null;
  const given = costs.reduce((sum, c) => sum + c, 0);
  const worst = Math.max(...costs);
  if (worst >= -margin / 2) return null;
  if (worst >= given * WORST_SHARE && worst >= -margin * WORST_OF_MARGIN) return null;
  return {
    count: costs.length,
    given,
    worst,
    exact: slips.every((r) => r.exact),
    marks: costlyCounts(slips.map((r) => review.shownMark(r.index))),
    plies: slips.map((r) => r.index + 1),
  };
}
