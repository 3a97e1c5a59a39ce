// How the puzzle's first line asks a player to look, where the board shows what a move gains
// (gains-setting.ts): a held finger or a resting mouse shows a square's gain now, cell by cell, so
// the question's "wins by 10" can be reasoned toward, not found by elimination. What a move gains now
// is not what it wins by at the end (the replies count too), and the line does not pretend it is.

import { pressVerb, type PointerKind } from './press-words.ts';

/** The first try's ask: how to see a square's gain, then the press that answers. */
export function puzzleLookWords(pointer: PointerKind, place: string): string {
  // A held finger's lift plays, as on the game's board: the line says how not to (press.ts).
  if (pointer !== 'mouse') return `Hold a ${place} to see its gain; lift to play it.`;
  return `Point at a ${place} to see its gain; ${pressVerb(pointer, false)} to play it.`;
}
