// The setup page's word on a board whose best play is known: where the opening book or the solver's
// table holds the chosen rules' empty board's value and Perfect plays best moves from the first move, a line says so and leads to
// the screen of those boards (its words are best-play-known-words.ts's). The value itself is left there, so the setup never spoils a game for
// a player who wants to find out.

import { perfectAvailable } from '../../game/solved-boards.ts';
import { seatValue } from './held-seat.ts';
import type { Choice, SetupSection } from './setup-sections.ts';
import { BEST_PLAY_KNOWN } from '../../words/best-play-known-words.ts';
import {
  NOT_SOLVED_EXPERT,
  NOT_SOLVED_PLAIN,
  NOT_SOLVED_WORKED_OUT,
} from '../../words/opponent-choice-words.ts';

export const SOLVED_WORDS = BEST_PLAY_KNOWN.line;

/** Whether the empty board's value is known (book or table) and Perfect plays every move of a game there as a best move. */
const solved = (rules: string): boolean => seatValue(rules) !== null && perfectAvailable(rules);

/** A board size card's mark: "Best play known" where Perfect plays every move best. */
export function solvedMark(rules: string): string | null {
  return solved(rules) ? BEST_PLAY_KNOWN.mark : null;
}

/**
 * The section for these rules, or none where the board (`layout`, its plain rules) is not solved;
 * solved without these rules, the line says so in the same room (`perfectChosen`: a Perfect is among
 * the players, so the line says who plays for it).
 */
export function solvedSections(
  rules: string,
  layout: string = rules,
  perfectChosen = true,
): SetupSection<Choice>[] {
  if (solved(rules))
    return [
      {
        kind: 'solved',
        caption: '',
        name: 'setup:solved',
        words: SOLVED_WORDS,
        open: { id: 'solved-boards', label: BEST_PLAY_KNOWN.open },
      },
    ];
  if (!solved(layout)) return [];
  return [
    {
      kind: 'solved',
      caption: '',
      name: 'setup:not-solved',
      words: notSolvedWords(rules, perfectChosen),
      open: null,
    },
  ];
}

/**
 * The not-solved line in words that agree with who plays: where the game is short enough, Perfect
 * still works out every move (so "You vs Perfect" beside it is true); else the Expert plays for it;
 * with no Perfect chosen, only that best play is not known.
 */
export function notSolvedWords(rules: string, perfectChosen = true): string {
  if (!perfectChosen) return NOT_SOLVED_PLAIN;
  return perfectAvailable(rules) ? NOT_SOLVED_WORKED_OUT : NOT_SOLVED_EXPERT;
}
