// The puzzle on a landscape screen (a phone on its side, a tablet, a desktop), without Phaser: its
// words, verdict and bar stand in a column at the left and the board takes the whole height beside
// it (the board screen's way), not a strip of height under the words.

import { isShort } from '../screen-shape.ts';

/** A box in game pixels. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PuzzleSide {
  /** The column of words, verdict and bar: its width and centre, in game pixels. */
  colW: number;
  cx: number;
  /** The board's area (its labels within). */
  board: Rect;
}

export function puzzleSide(width: number, height: number, pad: number, dpr: number): PuzzleSide {
  // A phone on its side gives the words up to 42% of its width; a tablet or desktop, whose board
  // is more often bound by the width beside them, 30%.
  const colW = Math.min(width * (isShort(height, dpr) ? 0.42 : 0.3), 340 * dpr);
  return {
    colW,
    cx: pad + colW / 2,
    board: { x: 2 * pad + colW, y: pad / 6, width: width - colW - 3 * pad, height: height - pad / 3 },
  };
}

/**
 * The column and the board moved together into the middle of the width where the board, as tall as
 * the height allows, needs less than its area (`boardNeeds`: its frame and labels across): a
 * tablet's or a desktop's wide screen, not a gap between the words and the board.
 */
export function centredPair(side: PuzzleSide, boardNeeds: number, air: number): PuzzleSide {
  // Over the need by `air` each side: the tray's shadow reaches past its frame, and the board's
  // fit rounds its squares down.
  const keep = boardNeeds + 2 * air;
  const spare = side.board.width - keep;
  if (spare <= 0) return side;
  const shift = spare / 2;
  return {
    colW: side.colW,
    cx: side.cx + shift,
    board: { ...side.board, x: side.board.x + shift, width: keep },
  };
}
