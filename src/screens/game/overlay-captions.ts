// The words Best moves may take under its icon over a whole game, decided before its first move:
// the bar paints every caption once, when the board opens, and a game whose first move the book
// knows opens with Best moves on, then closes it, so the closed words must be painted from the start:
// one count of moves to go for every move it can stand closed ("Best moves in 6": board-controls-words.ts),
// and "Best near the end" where the opening is far off; "Best in 6" in a bar's `narrow` buttons.

import { overlayClosesAbove } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { overlayClosedCaption } from '../../words/board-controls-words.ts';

/** The names Best moves may show under its icon in this game besides its own: each count of moves to go while it is closed. */
export function overlayCaptions(position: Position, narrow = false): string[] {
  const from = overlayClosesAbove(position);
  if (from === null) return [];
  const game = position.ply + position.movesLeft();
  // Far off, many counts share one caption ("Best near the end"): each painted once.
  return [
    ...new Set(Array.from({ length: game - from }, (_, i) => overlayClosedCaption(i + 1, from, narrow))),
  ];
}
