// Where a person's game turned, for "See where it turned": the last move after which the forecast
// (the chart's, the exact value where the review worked it out) went from the person's side, or
// level, to the opponent's. Their own such move comes first (the one they can learn from); another
// player's only when none of theirs did it. Null when the forecast never went over: the review then
// opens the costliest move instead. A move the review calls hard to judge is never named.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

/** The move where `person`'s game turned against them, with the forecast before and after it (player 1's margin); null when it never did. */
export function turningMove(
  review: GameReview,
  person: Player,
): { move: MoveReview; before: number; after: number } | null {
  if (!review.done) return null;
  const side = person === 1 ? 1 : -1;
  const forecast = review.steadyForecasts();
  const over: number[] = [];
  for (let index = 0; index < review.moves.length; index++) {
    const before = forecast[index];
    const after = forecast[index + 1];
    if (before === undefined || after === undefined || review.unsure(index)) continue;
    if (side * before >= 0 && side * after < 0) over.push(index);
  }
  const theirs = over.filter((index) => review.reviewed[index]!.mover === person);
  const at = theirs.at(-1) ?? over.at(-1);
  if (at === undefined) return null;
  return { move: review.reviewed[at]!, before: forecast[at]!, after: forecast[at + 1]! };
}
