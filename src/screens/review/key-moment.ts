// The review's one key moment, as Chess.com's Game Review leads with one: the move the progress
// line names, the button under the chart goes to, the move list marks and the results' "Review
// game" opens on, so a player never meets three different "worst moves" on one screen. Always a
// move of the person's (a reviewer read "Medium: b4 turned it your way" as the review's key moment
// after the results had said "2 moves could have been better"). One rule, for one person:
// - a game they lost (or drew): the move of theirs where most of the lost margin went (lost-margin.ts),
//   else where the chart crossed against them (turning-move.ts; an estimate is said as one); only
//   where neither is there, their costliest move (two reviewers were opened on a late 6-point filler
//   at move 41 or 55 while the chart crossed at 10–12);
// - a game they won: where their own move took the lead for good, else their closest call, the best
//   move they found where the game was closest (kind-moment.ts), never a mistake "same winner".
// With two people on the device, the costliest move of either. Their other costly moves stand
// ranked under it by what they gave away (the button steps down them). A move played as a hint or
// Best moves showed it (`helped`, by move index) is never the key moment: a reviewer who played b2
// because Best moves showed it was opened on "you found the best move. 11. b2".

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { MARK_THRESHOLDS } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { closestCall } from './kind-moment.ts';
import { mostLostAt } from './lost-margin.ts';
import { personsTurn } from './turning-move.ts';

export interface KeyMoment {
  move: MoveReview;
  /** The position after it: where the review opens. */
  ply: number;
  /** It is also the move where the game turned. */
  turned: boolean;
  /**
   * Why it is the key moment: where it `turned`, where most of the lost margin `fell`, the
   * `costliest` move, or on a win the `closest` call the person met with the best move.
   */
  why: 'turned' | 'fell' | 'costliest' | 'closest';
}

/** The most moves ranked (the key moment first): enough to study, never the whole game. */
export const RANKED_MOST = 8;

const at = (move: MoveReview, why: KeyMoment['why']): KeyMoment => ({
  move,
  ply: move.index + 1,
  turned: why === 'turned',
  why,
});

/** The key moment of the game for `persons` (the people who played), once the review is done; null for none. */
export function keyMoment(
  review: GameReview,
  persons: readonly Player[],
  helped: ReadonlySet<number> = new Set(),
): KeyMoment | null {
  if (!review.done || persons.length === 0) return null;
  const mine = (r: MoveReview | null) => (r && !helped.has(r.index) ? r : null);
  if (persons.length === 1) {
    const person = persons[0]!;
    const turn = personsTurn(review, persons);
    // Only the person's own move: the other side's slip is no lesson of theirs, nor a move help showed.
    const own = turn && turn.move.mover === person ? mine(turn.move) : null;
    const [one, two] = review.scores[review.scores.length - 1]!;
    const margin = person === 1 ? one - two : two - one;
    if (margin > 0) {
      if (own) return at(own, 'turned');
      const kind = closestCall(review, person, helped);
      if (kind) return at(kind, 'closest');
    } else {
      // One move that lost most of the margin is where it turned, even made while still ahead (a
      // 6-point slip from 9 to 3 before a 4-point one over the line).
      const fell = mine(mostLostAt(review, person));
      if (fell) return at(fell, fell.index === own?.index ? 'turned' : 'fell');
      if (own) return at(own, 'turned');
    }
  }
  const worst = mine(review.worstMove(persons));
  return worst ? at(worst, 'costliest') : null;
}

/**
 * The moves ranked, as plies (the position after each): the key moment first, then the persons'
 * other sure moves that gave away a slip's worth or more, costliest first (the earlier of equals).
 */
export function rankedMoments(
  review: GameReview,
  persons: readonly Player[],
  key: KeyMoment,
  helped: ReadonlySet<number> = new Set(),
): number[] {
  const rest = review.reviewed
    .filter(
      (r): r is MoveReview =>
        r !== undefined &&
        r.index !== key.move.index &&
        !helped.has(r.index) &&
        persons.includes(r.mover) &&
        r.cost >= MARK_THRESHOLDS.inaccuracy &&
        !review.unsure(r.index),
    )
    .sort((a, b) => b.cost - a.cost || a.index - b.index);
  return [key.ply, ...rest.map((r) => r.index + 1)].slice(0, RANKED_MOST);
}

/** The button under the chart at `ply`: on a ranked move, the next one down; elsewhere (and after the last), the key moment. */
export function rankedStep(ranked: readonly number[], ply: number): { number: number; ply: number } {
  const at = ranked.indexOf(ply);
  const next = at < 0 || at + 1 >= ranked.length ? 0 : at + 1;
  return { number: next + 1, ply: ranked[next]! };
}
