// The words Best moves may take under its icon over a whole game, decided before its first move:
// the bar paints every caption once, when the board opens, and a game whose first move the book
// knows opens with Best moves on, then closes it, so the closed words ("Best later":
// board-controls-words.ts) must be painted from the start.

import { overlayClosesAbove } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { overlayClosedCaption } from '../../words/board-controls-words.ts';

/** The names Best moves may show under its icon in this game besides its own: its closed words, where it closes at all. */
export function overlayCaptions(position: Position): string[] {
  return overlayClosesAbove(position) === null ? [] : [overlayClosedCaption()];
}
