// The points a finger's press would make, said while the finger is down: a phone has no hover (a
// mouse rests on a square for the preview, preview.ts), so the press itself shows "+6" above the
// finger, where the finger does not hide it. Nothing waits on it: the release places as before, a
// slide off cancels, and the tag goes with the press. On squares too small for a finger the press
// magnifies the board above it (board-fit.ts): the gain is said in the magnifier, beside the square's
// name, and follows the finger square by square. Decided here, drawn by press-gain-tag.ts and aim.ts.

import type { Match } from '../../game/match.ts';
import { pressGainWords } from '../../words/press-words.ts';

export interface PressGainShown {
  /** The pressed square. */
  square: number;
  /** What placing there adds to the mover's score now (captures and stem cells included). */
  points: number;
  /** The tag's words: "+6". */
  words: string;
  /** Said in the magnifier over the finger (a press on small squares), not above the square. */
  inLens: boolean;
}

/**
 * The gain shown for a press on `square`, or null: only a finger's, on the person's turn, on a square
 * it can play; `inLens` for a press that magnifies the board.
 */
export function pressGainOf(
  match: Match,
  square: number,
  touch: boolean,
  inLens = false,
): PressGainShown | null {
  if (!touch || square < 0 || !match.canPlay()) return null;
  const position = match.position;
  const mover = position.toMove();
  if (mover === null || position.isJump(square) || position.whyIllegal(square) !== null) return null;
  const points = position.deltaScore(mover, square);
  return { square, points, words: pressGainWords(points), inLens };
}
