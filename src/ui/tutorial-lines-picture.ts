// The guided game's picture of the line rule (screens/tutorial/lines-picture.ts decides it), drawn
// over its board while its words are read: the same green cell four times on a small tray of the
// board's own art, touched from one more direction each time, every cell's lines drawn straight
// across it and its count on it (cell-line-ink.ts), the middle cell's lines and pieces under the
// frame ("2 lines: 4 pieces") and an arrow between frames.

import type Phaser from 'phaser';
import { parseLayout, readSquareName, type Layout } from '../engine/index.ts';
import { demoPlacement } from '../screens/tutorial/how-to-play-demo.ts';
import { placeLines, type Box, type LinesPicture } from '../screens/tutorial/lines-picture.ts';
import { GUIDED_WORDS } from '../words/tutorial-script.ts';
import { demoTray, drawDemoBoard } from './demo-board.ts';
import { drawGlass } from './glass-surface.ts';
import { demoCell } from './how-to-play-variants.ts';
import { inkCellCount, inkCellLines } from './cell-line-ink.ts';
import { pixelRatio } from './device-pixels.ts';
import { countFits } from './piece-numeral.ts';
import { RADIUS, THEME, textStyle } from './theme.ts';

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the picture names ${name}, not a square of ${layout.id}`);
  return read.square;
}

/** Over the board and its lit labels (depth 31). */
const DEPTH = 40;

/**
 * Draws `picture` in `box` (the board's place), over the board on a glass of its own; destroy()
 * takes it away. The how-to-play's count page draws it on its panel (`glass` false) and takes its
 * layer and counts into its own page.
 */
export function drawLinesPicture(
  scene: Phaser.Scene,
  picture: LinesPicture,
  box: Box,
  u: number,
  marks: boolean,
  fontSize: number,
  glass = true,
): { layer: Phaser.GameObjects.Container; words: Phaser.GameObjects.Text[]; destroy: () => void } {
  const layer = scene.add.container(0, 0).setDepth(DEPTH);
  // The counts stand on the scene itself, as the card's words do, so the screen readers read them.
  const words: Phaser.GameObjects.Text[] = [];
  if (glass) {
    const pane = scene.add.graphics();
    drawGlass(pane, box.x, box.y, box.width, box.height, RADIUS.panel * u, { line: 2 * u, bodyAlpha: 1 });
    layer.add(pane);
  }
  const pad = 12 * u;
  const countH = fontSize * 1.6;
  const gap = 24 * u;
  const inner = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad };
  const at = placeLines(inner, picture.frames.length, countH, gap);
  const layout = parseLayout(picture.layout);
  const all = picture.squares.map((n) => squareOf(layout, n));
  const seams = scene.add.graphics();
  const counts: Phaser.GameObjects.Text[] = [];
  picture.frames.forEach((frame, i) => {
    const f = at.frames[i]!;
    const sq = (f.width - 16 * u) / 3;
    const centreX = f.x + f.width / 2;
    const top = f.y + 8 * u;
    const place = demoPlacement(layout, picture.squares, sq, centreX, top);
    // Counts on the cells where they are large enough for one, as on a board (the how-to-play's small frames show the lines alone).
    const counted = countFits('square', sq / pixelRatio());
    const board = scene.add.graphics();
    drawDemoBoard(board, layout, all, place, demoTray(centreX, top, sq, u));
    layer.add(board);
    // The touching cells a little faint (the cell counted is the middle one), each still the cell it
    // is: its line toward the middle drawn across it, its 2 on it.
    frame.cells.forEach((c, k) => {
      const s = squareOf(layout, c.name);
      const cell = demoCell(scene, layout, place, s, 1, c.pattern, marks);
      if (k > 0) cell.setAlpha(0.75);
      layer.add(cell);
      const centre = place(s);
      inkCellLines(seams, centre.x, centre.y, sq, c.lines);
      if (c.pieces > 1 && counted) counts.push(inkCellCount(scene, seams, centre.x, centre.y, sq, c.pieces));
    });
    const count = scene.add
      .text(
        centreX,
        f.y + f.height + countH / 2,
        GUIDED_WORDS.pieces(frame.pieces),
        textStyle(fontSize, THEME.text, true),
      )
      .setOrigin(0.5)
      .setDepth(DEPTH + 1);
    // Kept to its frame and the gaps beside it, where a row of four is narrow (a phone on its side).
    const room = f.width + gap * 0.6;
    if (count.width > room) count.setScale(room / count.width);
    words.push(count);
    // In a row, an arrow in each gap: the same cell, one more line each time.
    if (at.rows === 1 && i < picture.frames.length - 1) {
      const arrow = scene.add
        .text(
          f.x + f.width + gap / 2,
          f.y + f.height / 2,
          '›',
          textStyle(fontSize * 1.4, THEME.textDim, true),
        )
        .setOrigin(0.5)
        .setDepth(DEPTH + 1);
      words.push(arrow);
    }
  });
  layer.add(seams);
  layer.add(counts);
  return {
    layer,
    words,
    destroy: () => {
      layer.destroy();
      words.forEach((w) => w.destroy());
    },
  };
}
