// How a capture is staged on the board (RULES.md section 11), without Phaser: the captured cells
// (a move's converted cells but a jump's own jumped cell) are ringed in the mover's colour for a
// beat, then turn over in the wave of game/capture-wave.ts, and a caption in a player's words
// floats over them ("Captured 8 cells!", "Hard captured 12 of your cells"). With reduced motion the
// rings stand still until the next move lands. The caption is drawn, not read out: the screen
// readers hear the capture once, in the move's own sentence (ui/move-words.ts, "capturing 12 cells").

import type { MoveEvent } from '../../game/events.ts';
import { captureCaptionWords } from '../../words/capture-reply-words.ts';

/** The rings' beat before the captured cells turn over, at normal speed, in ms. */
export const CAPTURE_FLASH_MS = 280;

/** How long the caption stays in sight, in ms at any speed: read once over a board still settling. */
export const CAPTION_MS = 2400;

/** The squares a move captured: its converted cells but a jump's own jumped one. */
export function capturedSquares(e: Pick<MoveEvent, 'converted' | 'jump'>): number[] {
  return e.jump ? e.converted.filter((s) => s !== e.jump!.over) : [...e.converted];
}

/** The rings' beat before the wave for move `e` at animation speed `speed` (0 when it captured nothing). */
export function captureFlashMs(e: Pick<MoveEvent, 'converted' | 'jump'>, speed: number): number {
  return capturedSquares(e).length > 0 ? CAPTURE_FLASH_MS * speed : 0;
}

export interface CaptureCaption {
  words: string;
  /** The captured squares: the caption floats over them. */
  squares: number[];
  /** The mover, 1 or 2: the rings' and the caption's colour. */
  mover: 1 | 2;
  /** The cells the captured player has left. */
  left: number;
}

/**
 * The caption of move `e` on `owners` (the position after it), or null when it captured nothing;
 * `viewer` is the person's seat (null: two people or none), `names` the players' as shown.
 */
export function captureCaption(
  e: Pick<MoveEvent, 'converted' | 'jump' | 'player'>,
  owners: ArrayLike<number>,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
): CaptureCaption | null {
  const squares = capturedSquares(e);
  if (squares.length === 0) return null;
  const mover = (e.player - 1) as 0 | 1;
  let left = 0;
  for (let s = 0; s < owners.length; s++) if (owners[s] === 2 - mover) left++;
  return {
    words: captureCaptionWords(mover, squares.length, names, viewer, left),
    squares,
    mover: e.player,
    left,
  };
}
