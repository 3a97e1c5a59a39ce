// The puzzle on a phone on its side, without Phaser: its words, verdict and bar stand in a column at
// the left and the board takes the whole height beside it (the board screen's way on its side),
// not a strip of height under the words.

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
  const colW = Math.min(width * 0.42, 340 * dpr);
  return {
    colW,
    cx: pad + colW / 2,
    board: { x: 2 * pad + colW, y: pad / 6, width: width - colW - 3 * pad, height: height - pad / 3 },
  };
}
