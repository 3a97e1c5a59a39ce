// Where a person's game turned, for "See where it turned" and the button under the chart, read from
// the forecast (the chart's, the exact value where the review worked it out) and the result.
// - A loss: the move after which the forecast went from the person's side, or level, to the
//   opponent's for good as the chart shows it: from there on it named the opponent but for single
//   moves, the opponent's slip handed back and taken again (GameReview.settledPly). Where that move
//   is not one the review can name, the last such crossing, the person's own first (the one they can
//   learn from). A game whose forecast never favoured
//   the person (or went over before their first move) was uphill from the start: no move is named
//   the turn then (`uphillFromStart`), and one lost at their very first move is said so (`first`).
// - A win: the move after which the forecast went from the opponent's side, or level, to the
//   person's for good, as for a loss: where they took the lead for good. None when it never left their side.
// - A draw: none (nothing was lost or won for good).
// A move the review calls hard to judge is never named.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import { MARK_THRESHOLDS } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

export interface TurningMove {
  move: MoveReview;
  /** The forecast before and after it (player 1's margin). */
  before: number;
  after: number;
  /** Lost for good (a loss) or the lead taken for good (a win). */
  kind: 'lost' | 'won';
  /** A loss that turned at the person's own first move: said as early and hard to see. */
  first: boolean;
  /** Found only among the moves the review calls hard to judge (turningMove's `orUnsure`). */
  unsure?: boolean;
}

/** The person's margin at the end (their score less the other's). */
function finalMargin(review: GameReview, person: Player): number {
  const [one, two] = review.scores[review.scores.length - 1]!;
  return person === 1 ? one - two : two - one;
}

/** The moves (indices) after which the forecast crossed, from `person`'s side: `toward` them or away. */
function crossings(review: GameReview, person: Player, toward: boolean, unsure = false): number[] {
  const side = person === 1 ? 1 : -1;
  const forecast = review.steadyForecasts();
  const over: number[] = [];
  for (let index = 0; index < review.moves.length; index++) {
    const before = forecast[index];
    const after = forecast[index + 1];
    if (before === undefined || after === undefined || review.unsure(index) !== unsure) continue;
    // As the words say them, in whole points: a forecast under half a point either way is "level"
    // (a crossing into -0.3 at the other side's move is no turn; the person's move on to -5 is).
    const [from, to] = [Math.round(side * before), Math.round(side * after)];
    const crossed = toward ? from <= 0 && to > 0 : from >= 0 && to < 0;
    if (crossed) over.push(index);
  }
  return over;
}

/** The index of the person's first move. */
const firstMoveOf = (person: Player) => (person === 1 ? 0 : 1);

/**
 * The move where `person`'s game turned for good, given how it ended; null when it never did (or a
 * draw). `orUnsure`: where no sure move turned it, the last hard-to-judge move where the chart
 * changed sides (the chart shows it, so the review can open there, said as a close guess).
 */
export function turningMove(review: GameReview, person: Player, orUnsure = false): TurningMove | null {
  if (!review.done) return null;
  const margin = finalMargin(review, person);
  if (margin === 0) return null;
  const won = margin > 0;
  // For good as the chart shows it: the move into the ply from which the forecast named the end's
  // side but for single moves (GameReview.settledPly), said as a close guess where the review calls
  // it hard to judge, else none; where that move is no crossing, the last one, the person's own first.
  const settled = review.settledPly() - 1;
  const sure = crossings(review, person, won);
  const guessed = crossings(review, person, won, true);
  if (!sure.includes(settled) && guessed.includes(settled) && !orUnsure) return null;
  const unsure = !sure.includes(settled) && (guessed.includes(settled) || (sure.length === 0 && orUnsure));
  // A crossing after the settled ply only zigzags (a slip handed back and taken again): never named.
  const over = (unsure ? guessed : sure).filter((index) => index <= settled);
  const theirs = won ? [] : over.filter((index) => review.reviewed[index]!.mover === person);
  // A loss turns at a move of the person's: the other side's best play never takes it from them, so
  // a crossing at its move is the estimates' noise ("10. Hard: c4 turned it against you").
  const at = won
    ? over.includes(settled)
      ? settled
      : over.at(-1)
    : theirs.includes(settled)
      ? settled
      : (theirs.at(-1) ?? over.at(-1));
  if (at === undefined) return null;
  // A loss that went over before the person had moved was uphill from the start, not a turn of theirs.
  if (!won && at < firstMoveOf(person)) return null;
  const forecast = review.steadyForecasts();
  return {
    move: review.reviewed[at]!,
    before: forecast[at]!,
    after: forecast[at + 1]!,
    kind: won ? 'won' : 'lost',
    first: !won && at === firstMoveOf(person),
    ...(unsure ? { unsure } : {}),
  };
}

/**
 * Whether `person` lost a game that was uphill from the start: with best play the opponent won from
 * the empty board (or from before the person's first move) and the forecast never came over to them.
 */
export function uphillFromStart(review: GameReview, person: Player): boolean {
  if (!review.done || finalMargin(review, person) >= 0) return false;
  if (turningMove(review, person) !== null) return false;
  const side = person === 1 ? 1 : -1;
  const start = review.steadyForecasts()[0];
  const early = crossings(review, person, false).some((index) => index < firstMoveOf(person));
  return (start !== undefined && side * start < 0) || early;
}

/**
 * For one person (`persons` of one), the move where their game turned: a sure one, else, when the
 * game was not uphill from the start, the hard-to-judge one where the chart changed sides (said as a
 * close guess), so "See where it turned" opens where the chart shows the turn, even beside a costlier
 * move of theirs elsewhere (it opened on a 2-point move 3 while the chart crossed at 13); null for none.
 */
export function personsTurn(review: GameReview, persons: readonly Player[]): TurningMove | null {
  if (persons.length !== 1) return null;
  const person = persons[0]!;
  const sure = turningMove(review, person);
  if (sure || !review.done || uphillFromStart(review, person)) return sure;
  return turningMove(review, person, true);
}

/**
 * Where the results' first offer after a loss opens the review: the person's costliest sure move,
 * the one that gave most away, even one made while still ahead, where it was a mistake or worse (a
 * 10-point slip teaches more than the move where the forecast changed sides); else where their game turned; a game
 * uphill from the start its empty board (whose line says so); else the first move where the
 * forecast turned, else the end. `apart`: the costliest move is not where the game turned, so the
 * offer is named for it ("See your costliest move"), never as where it turned.
 */
export function firstLook(review: GameReview, persons: readonly Player[]): { ply: number; apart: boolean } {
  const turned = personsTurn(review, persons)?.move;
  // A slip (2 or 3 points) teaches less than where the game turned: the turn first then.
  const costly = costlyFirst(review.costlyMove(persons), turned);
  if (costly) return { ply: costly.index + 1, apart: costly.index !== turned?.index };
  if (turned) return { ply: turned.index + 1, apart: false };
  if (persons.length === 1 && uphillFromStart(review, persons[0]!)) return { ply: 0, apart: false };
  const own = ownCostliest(review, persons);
  if (own) return { ply: own.index + 1, apart: true };
  const first = review.turns()[0];
  return { ply: first ? first.index + 1 : review.moves.length, apart: false };
}

/** The costliest move where it comes before the turn: a mistake or worse, or with no turn. */
function costlyFirst(costly: MoveReview | null, turned: MoveReview | undefined): MoveReview | null {
  return costly && (!turned || costly.cost >= MARK_THRESHOLDS.mistake) ? costly : null;
}

/**
 * For one person who did not win, their costliest sure move however small (a point given away turns
 * a win by 1 into a draw), where no move of theirs was costly and none turned the game: what the
 * results name after a lead that did not hold, so the review opens there too, never at the other
 * side's move. Null otherwise.
 */
export function ownCostliest(review: GameReview, persons: readonly Player[]): MoveReview | null {
  if (persons.length !== 1 || !review.done || finalMargin(review, persons[0]!) > 0) return null;
  if (review.costlyMove(persons) || personsTurn(review, persons)) return null;
  return review.worstMove(persons);
}
