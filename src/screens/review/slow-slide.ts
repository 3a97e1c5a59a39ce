// A game that slipped away a little at a time: the person did not win (or won by much less than
// best play once promised them), and no single move of theirs explains it. A list of 4-point slips
// is no lesson there; where it slipped is: the stretch of moves over which the forecast (the chart's
// best-play margin, from the person's side) fell most, and the few moves in it that cost most, which
// the review steps through. Read from the review's own forecast and costs; nothing is searched again.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

export interface SlowSlide {
  /** The stretch: the forecast before move `from` + 1 and after move `to` (plies). */
  from: number;
  to: number;
  /** The person's forecast margin there (their points less the other's, with best play). */
  before: number;
  after: number;
  /** The person's moves in the stretch that cost most (STEPS_MOST at most), in the order played. */
  steps: MoveReview[];
}

/** The least fall of the forecast that is called a slide: a few points are no story. */
export const SLIDE_LEAST = 10;
/**
 * A move that gave away this share of the fall or more is the lesson (an 11-point move in a fall of
 * 34 is no little-at-a-time): its costliest move leads.
 */
export const ONE_MOVE_SHARE = 1 / 4;
/** The moves the review steps through: at least, at most. */
export const STEPS_LEAST = 3;
export const STEPS_MOST = 5;

/**
 * The slide in `person`'s game, or null: a win by as much as best play ever promised, a fall under
 * SLIDE_LEAST, a move of theirs costly enough to explain a quarter of it, or too few costly moves in
 * it (in its steepest part, else in the whole fall).
 */
export function slowSlide(review: GameReview, person: Player): SlowSlide | null {
  if (!review.done) return null;
  const side = person === 1 ? 1 : -1;
  const forecast = review.steadyForecasts().map((v) => side * (v ?? 0));
  // The largest fall from a high to a later low: the stretch where the forecast fell most.
  let peak = 0;
  let fall = { from: 0, to: 0, by: 0 };
  forecast.forEach((value, ply) => {
    if (value >= forecast[peak]!) peak = ply;
    const by = forecast[peak]! - value;
    if (by > fall.by) fall = { from: peak, to: ply, by };
  });
  const n = review.moves.length;
  let stretch = steepest(forecast, fall, n);
  const margin = forecast[n]!;
  // A win keeps its costliest-move review unless it slid by more than it was won by.
  if (fall.by < SLIDE_LEAST || (margin > 0 && fall.by < margin)) return null;
  const worst = review.worstMove([person]);
  if (worst && worst.cost >= fall.by * ONE_MOVE_SHARE) return null;
  const stepsIn = (from: number, to: number) =>
    review.reviewed
      .slice(from, to)
      .filter((r): r is MoveReview => !!r && r.mover === person && r.cost > 0 && !review.unsure(r.index))
      .sort((a, b) => b.cost - a.cost || a.index - b.index)
      .slice(0, STEPS_MOST)
      .sort((a, b) => a.index - b.index);
  let steps = stepsIn(stretch.from, stretch.to);
  // On a big board most moves are too hard to judge: where the steepest part holds too few judged
  // slips to step through, the whole fall is the stretch (a 12×12 loss by 62 had one slip there).
  if (steps.length < STEPS_LEAST) {
    stretch = { from: fall.from, to: fall.to };
    steps = stepsIn(stretch.from, stretch.to);
  }
  if (steps.length < STEPS_LEAST) return null;
  return {
    from: stretch.from,
    to: stretch.to,
    before: forecast[stretch.from]!,
    after: forecast[stretch.to]!,
    steps,
  };
}

/**
 * Where in a long fall (over a third of the game's `n` moves) it was steepest: the shortest stretch
 * that holds half of it or more ("from move 2 to 143" says nothing of where to look); a shorter fall whole.
 */
function steepest(
  forecast: readonly number[],
  fall: { from: number; to: number; by: number },
  n: number,
): { from: number; to: number } {
  if (fall.to - fall.from <= n / 3) return fall;
  let best = { from: fall.from, to: fall.to };
  for (let from = fall.from; from < fall.to; from++)
    for (let to = from + 1; to < Math.min(fall.to + 1, from + (best.to - best.from)); to++)
      if (forecast[from]! - forecast[to]! >= fall.by / 2) {
        best = { from, to };
        break;
      }
  return best;
}

/** The slide of a one-person game (`persons` of one), else null. */
export function personsSlide(review: GameReview, persons: readonly Player[]): SlowSlide | null {
  return persons.length === 1 ? slowSlide(review, persons[0]!) : null;
}
