// The review's one key moment, as Chess.com's Game Review leads with one: the move the progress
// line names, the button under the chart goes to, the move list marks and the results' "Review
// game" opens on, so a player never meets three different "worst moves" on one screen (the header's
// costliest at 23, the button's turn at 11, the list's 6-point mistake at 13). One rule:
// - the person's costliest sure move where it gave away a mistake's worth (4 points) or more: a
//   move that mattered, even where the chart's side changed at a 2-point slip elsewhere;
// - else the move where their game turned (turning-move.ts), where it gave something away or the
//   chart fell across it by more than their costliest move gave away (a 2-point slip at move 3 is
//   no key moment beside the chart's 5-point crossing at 5; a "probably best" move where an estimate
//   crossed by a point is none beside a 3-point slip);
// - else their costliest sure move however small, else that turn; none with nothing to name.
// Their other costly moves stand ranked under it by what they gave away (the button steps down them).

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { MARK_THRESHOLDS } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { personsTurn } from './turning-move.ts';

export interface KeyMoment {
  move: MoveReview;
  /** The position after it: where the review opens. */
  ply: number;
  /** It is also the move where the game turned. */
  turned: boolean;
}

/** The most moves ranked (the key moment first): enough to study, never the whole game. */
export const RANKED_MOST = 8;

/** The key moment of the game for `persons` (the people who played), once the review is done; null for none. */
export function keyMoment(review: GameReview, persons: readonly Player[]): KeyMoment | null {
  if (!review.done || persons.length === 0) return null;
  const turned = personsTurn(review, persons);
  const turn = turned?.move ?? null;
  const worst = review.worstMove(persons);
  // What the chart fell across the turn, from the person's side (its forecast before less after).
  const fell = turned ? Math.abs(turned.before - turned.after) : 0;
  const costlyTurn = turn && (turn.cost > 0 || fell > (worst?.cost ?? 0)) ? turn : null;
  const move = worst && worst.cost >= MARK_THRESHOLDS.mistake ? worst : (costlyTurn ?? worst ?? turn);
  if (!move) return null;
  return { move, ply: move.index + 1, turned: move.index === turn?.index };
}

/**
 * The moves ranked, as plies (the position after each): the key moment first, then the persons'
 * other sure moves that gave away a slip's worth or more, costliest first (the earlier of equals).
 */
export function rankedMoments(review: GameReview, persons: readonly Player[], key: KeyMoment): number[] {
  const rest = review.reviewed
    .filter(
      (r): r is MoveReview =>
        r !== undefined &&
        r.index !== key.move.index &&
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
