// The teaching pictures' ink over a cell (screens/tutorial/cell-lines.ts says which lines): each
// line the cell is split along drawn straight across it, dark under white as the guided game's
// board draws its cuts, and its piece count on a dark disc in its middle, as a board in play
// writes it. The baked art rounds a diagonal cut's pieces into blobs; over them the line is seen.

import type Phaser from 'phaser';
import type { LineDirection } from '../screens/tutorial/cell-lines.ts';
import { pixelRatio } from './device-pixels.ts';
import { numeralLook } from './piece-numeral.ts';
import { textStyle } from './theme.ts';

/** A line's half-length across its cell, as a share of the square: clear of the square's edge. */
const HALF_LINE = 0.4;

/** Draws the lines of a cell centred at (x, y), `sq` across, on `g`. */
export function inkCellLines(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  sq: number,
  lines: readonly LineDirection[],
): void {
  const half = sq * HALF_LINE;
  for (const [w, colour, alpha] of [
    [Math.max(4, sq * 0.08), 0x06141a, 0.7],
    [Math.max(2, sq * 0.04), 0xffffff, 1],
  ] as const) {
    g.lineStyle(w, colour, alpha);
    for (const l of lines) g.lineBetween(x - l.x * half, y - l.y * half, x + l.x * half, y + l.y * half);
  }
}

/**
 * The count of a cell of `pieces` (2 or more) centred at (x, y), `sq` across: a dark disc on `g`
 * and a white figure, made in `scene` and returned (the caller keeps it with the picture), sized
 * as a board's numeral for cells that size.
 */
export function inkCellCount(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  sq: number,
  pieces: number,
): Phaser.GameObjects.Text {
  const dpr = pixelRatio();
  const look = numeralLook('square', sq / dpr);
  g.fillStyle(0x06141a, 0.88).fillCircle(x, y, (look.discCss * dpr) / 2);
  return scene.add.text(x, y, String(pieces), textStyle(look.fontCss * dpr, '#ffffff', true)).setOrigin(0.5);
}
