// The guided game's picture of the line rule (RULES.md section 3), without Phaser: one green cell
// four times, touched by a cell of its colour from one more direction each time, so it splits
// along 0, 1, 2, then 3 lines: 1, 2, 4, 6 pieces. Each line runs toward the cells that make it,
// so the picture shows them beside the cell. The touching cells stand apart from one another (above,
// then the two lower corners), so each is what it looks like: one line toward the middle, 2 pieces;
// side by side or corner to corner they cut each other too, and a reviewer saw fragments that
// matched no count. Where the frames stand in the box the picture is given.

import { cellLines, piecesOf, type LineDirection } from './cell-lines.ts';
import { parseLayout, patternFrame, squareName, type Layout } from '../../engine/index.ts';
import { squareNamed } from './square-named.ts';

/** One frame: the cell's division (bit a: a line along axis a), its pieces, and the cells of its colour touching it. */
export interface LinesFrame {
  pattern: number;
  /** The baked frame drawn: `0000`, `1000`, `1100`, `1110`. */
  frame: string;
  pieces: number;
  /** Where each touching cell stands from the cell, in squares: x to the right, y up. */
  touching: readonly { x: number; y: number }[];
  /**
   * Every cell drawn, the cell first, each with its own division among them, on the picture's 3×3
   * board, its lines (drawn over it) and its pieces (written on it).
   */
  cells: readonly { name: string; pattern: number; lines: readonly LineDirection[]; pieces: number }[];
}

export interface LinesPicture {
  /** The small board each frame is drawn on, and its squares. */
  layout: string;
  squares: readonly string[];
  frames: readonly LinesFrame[];
}

const LAYOUT = 'square:3';
/**
 * The cell and, in the order they come, the cells that touch it from a new direction each: above,
 * then a corner, then the other lower corner, none of them touching another.
 */
const MIDDLE = 'b2';
const TOUCHING = ['b3', 'a1', 'c1'] as const;

const squareOf = (layout: Layout, name: string) => squareNamed(layout, name, 'the picture');

/** The division of the cell on `s` among the cells on `filled`, read off the board's own directions. */
export function patternAmong(layout: Layout, s: number, filled: readonly number[]): number {
  let pattern = 0;
  for (let d = 0; d < layout.directions; d++)
    if (filled.includes(layout.neighbour[s * layout.directions + d]!)) pattern |= 1 << (d % layout.axes);
  return pattern;
}

/** The cell's lines with the first `n` touching cells beside it. */
function frameWith(layout: Layout, n: number): LinesFrame {
  const names = [MIDDLE, ...TOUCHING.slice(0, n)];
  const filled = names.map((name) => squareOf(layout, name));
  const middle = filled[0]!;
  const pattern = patternAmong(layout, middle, filled);
  return {
    pattern,
    frame: patternFrame(pattern, layout.axes),
    pieces: piecesOf(cellLines(layout, middle, pattern).length),
    touching: filled.slice(1).map((s) => ({
      x: layout.centreX[s]! - layout.centreX[middle]!,
      y: layout.centreY[s]! - layout.centreY[middle]!,
    })),
    cells: names.map((name, i) => {
      const cellPattern = patternAmong(layout, filled[i]!, filled);
      const lines = cellLines(layout, filled[i]!, cellPattern);
      return { name, pattern: cellPattern, lines, pieces: piecesOf(lines.length) };
    }),
  };
}

/** The picture: the cell alone, then touched from one, two and three directions. */
export function linesPicture(): LinesPicture {
  const layout = parseLayout(LAYOUT);
  const squares = Array.from({ length: layout.size }, (_, s) => squareName(layout, s));
  return { layout: LAYOUT, squares, frames: [0, 1, 2, 3].map((n) => frameWith(layout, n)) };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the frames stand: each a square (the cell, its touching cells around it, its count under it). */
export interface LinesPlacement {
  frames: Box[];
  /** The count's line under each frame, this tall. */
  countHeight: number;
  /** One row (an arrow between frames) or two rows of two. */
  rows: 1 | 2;
}

/**
 * The frames in `box` as large as they fit: four in a row, or two rows of two where that makes
 * them larger (a board box about as tall as wide, an upright phone's); `countHeight` under each,
 * `gap` between them (a row's gaps hold the arrows).
 */
export function placeLines(box: Box, count: number, countHeight: number, gap: number): LinesPlacement {
  const fit = (across: number, down: number) =>
    Math.min(
      (box.width - (across - 1) * gap) / across,
      (box.height - down * countHeight - (down - 1) * gap) / down,
    );
  const rowSide = fit(count, 1);
  const half = Math.ceil(count / 2);
  const gridSide = fit(half, 2);
  const rows: 1 | 2 = gridSide > rowSide * 1.15 ? 2 : 1;
  const side = Math.max(0, rows === 1 ? rowSide : gridSide);
  const across = rows === 1 ? count : half;
  const usedW = across * side + (across - 1) * gap;
  const usedH = rows * (side + countHeight) + (rows - 1) * gap;
  const left = box.x + (box.width - usedW) / 2;
  const top = box.y + (box.height - usedH) / 2;
  const frames = Array.from({ length: count }, (_, i) => {
    const col = i % across;
    const row = Math.floor(i / across);
    return {
      x: left + col * (side + gap),
      y: top + row * (side + countHeight + gap),
      width: side,
      height: side,
    };
  });
  return { frames, countHeight, rows };
}
