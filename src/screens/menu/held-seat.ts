// A seat best play gives no win: against Perfect, or the Expert (which plays the opening book's
// moves as Perfect does, and the solver's near the end), on a board solved from its first move.
// The results say it after the game; the setup says before Play what best play gives each seat, on
// every board whose best play is known (the book's, and the solver's table's).

import { perfectAvailable, solvedValue } from '../../game/solved-boards.ts';
import { perfectHeldWords } from '../../words/game-length-words.ts';
import { boardWords } from './size-words.ts';
import { seatSummaryWords, seatValueWords } from '../../words/seat-value-words.ts';
import { SOLVED_ROWS, SOLVED_VARIANT_ROWS } from '../../game/solved-values-data.ts';

/**
 * Best play's result on the empty board (player 1's side): the opening book's, else the solver's
 * table's (the triangles and the small boards' variants, solved but not in the book), else null.
 */
export function seatValue(rules: string): number | null {
  const book = solvedValue(rules);
  if (book) return book.value;
  return [...SOLVED_ROWS, ...SOLVED_VARIANT_ROWS].find((r) => r.rules === rules)?.value ?? null;
}

/** The opponents that hold a solved board's best play: Perfect where it plays these rules, the Expert wherever the board is solved. */
function holdsBestPlay(opponent: string, rules: string): boolean {
  if (opponent === 'perfect') return perfectAvailable(rules);
  return opponent === 'expert';
}

/**
 * Against `opponent` (its kind: 'perfect', 'expert', …) on `rules`, the person in seat `person`
 * (0 moves first): why best play gives that seat no win and what gives one, else null.
 */
export function heldSeatLine(opponent: string, rules: string, person: 0 | 1): string | null {
  if (!holdsBestPlay(opponent, rules)) return null;
  const solved = solvedValue(rules);
  if (!solved) return null;
  const mine = person === 0 ? solved.value : -solved.value;
  return mine > 0
    ? null
    : perfectHeldWords(boardWords(rules.split('/')[0]!), mine, opponent === 'perfect' ? 'Perfect' : 'Expert');
}

/**
 * The seat line on a board whose best play is known (seatValue): what best play gives each seat, whose seat that is for the person in seat `person` (null:
 * two people), and who plays it (`opponent`'s kind, null for none); else null.
 */
export function seatValueLine(rules: string, opponent: string | null, person: 0 | 1 | null): string | null {
  const value = seatValue(rules);
  if (value === null) return null;
  // The Expert plays best play from the book; on a board only the table holds, Perfect alone does.
  const holder =
    opponent !== null && holdsBestPlay(opponent, rules) && (opponent === 'perfect' || solvedValue(rules))
      ? opponent === 'perfect'
        ? 'Perfect'
        : 'Expert'
      : null;
  return seatValueWords(value, person, holder);
}

/** The summary's word where the person's seat (`person`, 0 moves first) loses with best play, else null. */
export function seatSummary(rules: string, person: 0 | 1): string | null {
  const value = seatValue(rules);
  if (value === null) return null;
  const mine = person === 0 ? value : -value;
  return mine < 0 ? seatSummaryWords(value) : null;
}
