// Where most of a lost game's margin went, for the key moment (key-moment.ts): the person's move over
// which the chart (steadied, the estimate where it is one) fell furthest against them, where that
// fall is more than half of what the game lost from the first forecast to the end and at least a
// mistake's worth (a 6-point slip from 9 to 3 made while still ahead, before a 4-point one over the line).

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { MARK_THRESHOLDS } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

/** The fall over move `index` from `person`'s side (the forecast before less after; 0 where missing). */
export function fallAt(review: GameReview, person: Player, index: number): number {
  const forecast = review.steadyForecasts();
  const before = forecast[index];
  const after = forecast[index + 1];
  if (before === undefined || after === undefined) return 0;
  return (person === 1 ? 1 : -1) * (before - after);
}

/** The person's move where most of the lost margin went, or null where no one move of theirs holds most of it. */
export function mostLostAt(review: GameReview, person: Player): MoveReview | null {
  if (!review.done) return null;
  const forecast = review.steadyForecasts();
  const side = person === 1 ? 1 : -1;
  const lost = side * (forecast[0]! - forecast[forecast.length - 1]!);
  let most: MoveReview | null = null;
  let fall = 0;
  for (const r of review.reviewed) {
    if (!r || r.mover !== person) continue;
    // Worked out to the end, a move loses what it gave away; the chart's fall is an estimate's.
    const here = r.exact ? r.cost : fallAt(review, person, r.index);
    if (here > fall) [most, fall] = [r, here];
  }
  return most && fall >= MARK_THRESHOLDS.mistake && fall * 2 > lost ? most : null;
}
