// The question asked before a new game takes the place of the game in progress (the one Resume
// brings back): asked only when there is such a game with a move in it.

import { moveCount } from './move-count.ts';
import type { SavedMatch } from './saved-match.ts';

export interface ReplaceQuestion {
  question: string;
  detail: string;
  /** The buttons' words where they are not "New game" and "Keep it". */
  yes?: string;
  no?: string;
  /** The keyboard's focus starts on No, the answer that loses nothing. */
  focusNo?: boolean;
}

/** The question before replacing `saved`, or null when nothing would be lost (no game, or no move yet). */
export function replaceQuestion(saved: SavedMatch | null): ReplaceQuestion | null {
  if (!saved || saved.moves.length === 0) return null;
  const n = saved.moves.length;
  return {
    question: 'Start a new game?',
    detail: `The game in progress (${moveCount(n)}) will be replaced.`,
  };
}

/**
 * The question before a shared link's game takes the place of the game in progress, or null when
 * nothing would be lost: the link's game is made (and saved) only after "Open it".
 */
export function linkQuestion(saved: SavedMatch | null): ReplaceQuestion | null {
  const ask = replaceQuestion(saved);
  // A link can arrive unasked for: Enter at once keeps the game in progress.
  return (
    ask && {
      question: 'Open the shared game?',
      detail: ask.detail,
      yes: 'Open it',
      no: 'Keep mine',
      focusNo: true,
    }
  );
}
