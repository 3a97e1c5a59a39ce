// A seat best play gives no win: against Perfect, or the Expert (which plays the opening book's
// moves as Perfect does, and the solver's near the end), on a board solved from its first move.
// The setup says it before Play, the results after the game, in the same words.

import { perfectAvailable, solvedValue } from '../../game/solved-boards.ts';
import { perfectHeldWords } from '../../words/game-length-words.ts';
import { boardWords } from './size-words.ts';

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
