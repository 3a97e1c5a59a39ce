// The triangle page's still picture (screens/tutorial/tri-neighbours.ts decides it), drawn with the
// board's own art: the tray and its wells as the demo boards have them, a green cell on the middle
// triangle, its six neighbours lit (the three sharing a side and the three meeting it point to
// point), and a ✕ on each triangle that touches a corner of it and never splits it.

import type Phaser from 'phaser';
import { parseLayout, readSquareName, type Layout } from '../engine/index.ts';
import { demoPlacement } from '../screens/tutorial/how-to-play-demo.ts';
import type { NeighboursPicture } from '../screens/tutorial/tri-neighbours.ts';
import { pointsDown } from './art/board-plan.ts';
import { demoTray, drawDemoBoard } from './demo-board.ts';
import { demoCell } from './how-to-play-variants.ts';
import type { DemoArea } from './how-to-play-demo-run.ts';
import { THEME } from './theme.ts';

const H = Math.sqrt(3) / 2;

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the picture names ${name}, not a square of ${layout.id}`);
  return read.square;
}

/** Draws `picture` in `area` (as a demo board would stand); the returned function takes it away. */
export function drawNeighboursPicture(
  scene: Phaser.Scene,
  picture: NeighboursPicture,
  area: DemoArea,
  u: number,
  marks: boolean,
): { layer: Phaser.GameObjects.Container; stop: () => void } {
  const { centreX, top, sq } = area;
  const layout = parseLayout(picture.layout);
  const squares = picture.squares.map((n) => squareOf(layout, n));
  const place = demoPlacement(layout, picture.squares, sq, centreX, top);
  const layer = scene.add.container(0, 0);
  const board = scene.add.graphics();
  drawDemoBoard(board, layout, squares, place, demoTray(centreX, top, sq, u));
  const marksLayer = scene.add.graphics();
  /** The corners of triangle s on screen, shrunk by `k` about its centre. */
  const corners = (s: number, k = 1) => {
    const { x, y, unit } = place(s);
    const turn = pointsDown(layout, s) ? -1 : 1;
    return [
      { x: x - (unit / 2) * k, y: y + ((turn * unit * H) / 3) * k },
      { x: x + (unit / 2) * k, y: y + ((turn * unit * H) / 3) * k },
      { x, y: y - ((turn * 2 * unit * H) / 3) * k },
    ];
  };
  const stroke = Math.max(2, 3 * u);
  for (const s of [...picture.side, ...picture.point].map((n) => squareOf(layout, n))) {
    const c = corners(s, 0.86);
    marksLayer.fillStyle(THEME.accent, 0.35).lineStyle(stroke, THEME.accent, 1);
    marksLayer.beginPath().moveTo(c[0]!.x, c[0]!.y).lineTo(c[1]!.x, c[1]!.y).lineTo(c[2]!.x, c[2]!.y);
    marksLayer.closePath().fillPath().strokePath();
  }
  for (const s of picture.never.map((n) => squareOf(layout, n))) {
    const { x, y, unit } = place(s);
    const turn = pointsDown(layout, s) ? -1 : 1;
    // The ✕ on the triangle's inner circle, a little below its centre for one pointing up.
    const r = unit * 0.13;
    const cy = y + turn * unit * 0.02;
    for (const [w, colour, alpha] of [
      [stroke * 2, 0x06141a, 0.7],
      [stroke, 0xff8a80, 1],
    ] as const) {
      marksLayer.lineStyle(w, colour, alpha);
      marksLayer.lineBetween(x - r, cy - r, x + r, cy + r).lineBetween(x - r, cy + r, x + r, cy - r);
    }
  }
  const middle = squareOf(layout, picture.middle);
  const cell = demoCell(scene, layout, place, middle, 1, 0, marks);
  layer.add([board, marksLayer, cell]);
  return { layer, stop: () => layer.destroy() };
}
