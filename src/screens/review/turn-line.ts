// The shown move's line where the forecast (the chart's) changed sides: the person's own move where
// their game turned is said as that, first ("Here it turned: f4, from winning by 2 to losing by
// 3."), so "See where it turned" says what it opened on; the other side's turn is said to
// the person ("turned it your way"), and with two people on the device, for whom. In two lines on a
// phone: the move's points are in its row, the best moves ringed on the board.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { GameReview, Turn } from '../../game/review.ts';
import type { TurningMove } from './turning-move.ts';
import {
  CLOSE_GUESS_WORDS,
  FIRST_MOVE_TURN_WORDS,
  hereTurnedWords,
  opponentTurnWords,
  turnLineWords,
} from '../../words/review-words.ts';

export interface TurnLineFacts {
  review: GameReview;
  shown: MoveReview;
  /** The position after the move (its number). */
  ply: number;
  /** The mover's name and the move in words. */
  who: string;
  move: string;
  /** The forecast's change there: a chart's turn, or the person's turn. */
  turn: Pick<Turn, 'before' | 'after'>;
  /** The person's own turn (personsTurn), if any. */
  turned: TurningMove | null;
  /** One person against the computer: the other side's turn is said to them. */
  solo: boolean;
  /** The shown move is a person's. */
  personMoved: boolean;
  /** The chart's player (0 or 1) and the names. */
  chartPlayer: 0 | 1;
  names: readonly [string, string];
  /** The better move and why, on the line after. */
  best: string;
}

export function turnLine(f: TurnLineFacts): string {
  const side = f.chartPlayer === 0 ? 1 : -1;
  const whose = f.solo ? null : f.names[f.chartPlayer];
  const [one, two] = f.review.scores[f.review.scores.length - 1]!;
  const wonAnyway = side * f.turn.after < 0 && side * (one - two) > 0;
  const gaveBack = wonAnyway ? f.names[1 - f.chartPlayer]! : null;
  const own = f.turned?.move.index === f.ply - 1;
  // Lost at the person's very first move: said as early, and hard to see so early.
  const early = own && f.turned!.first ? FIRST_MOVE_TURN_WORDS : '';
  const guess = own && f.turned!.unsure ? CLOSE_GUESS_WORDS : '';
  const [before, after] = [side * f.turn.before, side * f.turn.after];
  // One person's own turn: where their game turned, said first.
  if (own && f.solo && f.personMoved && !gaveBack)
    return `${hereTurnedWords(f.move, before, after)}${early}${guess}.${f.best}`;
  // In one person's game the other side's turn is said as theirs to the person: "turned it your way".
  const swing =
    f.solo && !f.personMoved
      ? opponentTurnWords(before, after)
      : turnLineWords(whose, before, after, gaveBack);
  return `${f.ply}. ${f.who}: ${f.move} ${swing}${early}${guess}.${f.best}`;
}
