// The words Best moves may take under its icon over a whole game, decided before its first move:
// the bar paints every caption once, when the board opens, and a game whose first move the book
// knows opens with Best moves on, then closes it, so the closed words ("Best in 10… in 1", "Best at
// end": best-moves-closed-words.ts) must be painted from the start, every count the game may show.

import { overlayClosesAbove } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { closedCaptions } from '../../words/best-moves-closed-words.ts';

/** The names Best moves may show under its icon in this game besides its own: its closed words, where it closes at all. */
export function overlayCaptions(position: Position): string[] {
  const from = overlayClosesAbove(position);
  // The game's length is constant (moves made and moves left), so an undo never shows a count not painted.
  return from === null ? [] : closedCaptions(position.ply + position.movesLeft(), from);
}
