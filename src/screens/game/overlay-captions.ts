// The words Best moves may take under its icon over a whole game, decided before its first move:
// the bar paints every caption once, when the board opens, and a game whose first move the book
// knows opens with Best moves on, then closes it, so the closed words must be painted from the start
// (board-controls-words.ts says them: today its own name, greyed).

import { overlayClosesAbove } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { overlayClosedCaption } from '../../words/board-controls-words.ts';

/** The names Best moves may show under its icon in this game besides its own: when it opens, while it is closed. */
export function overlayCaptions(position: Position): string[] {
  const from = overlayClosesAbove(position);
  return from === null ? [] : [overlayClosedCaption()];
}
