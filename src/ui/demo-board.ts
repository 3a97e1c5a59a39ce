// The how-to-play's demo board drawn with the board's own art, not flat lines: its vessel's medium
// in a glass-rimmed tray, and under each square the well an empty square shows on a real board
// (art/empty-square.ts: a faint dark rim round a lighter floor, the shape of a lone cell), so the
// glossy cells that land on it stand as they do in a game.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { pointsDown } from './art/board-plan.ts';
import { wellOutline } from './art/cell-pieces.ts';
import { wellLayers } from './art/empty-square.ts';
import { vesselOf } from './art/vessels.ts';
import type { DemoPlace } from './how-to-play-variants.ts';

const hex = (rgb: readonly number[]) => (rgb[0]! << 16) | (rgb[1]! << 8) | rgb[2]!;

/** The tray round a demo's three squares across (`sq` each) under `top`, centred on `centreX`, at scale `u`. */
export function demoTray(centreX: number, top: number, sq: number, u: number) {
  return {
    x: centreX - 1.5 * sq - 8 * u,
    y: top - 8 * u,
    width: 3 * sq + 16 * u,
    height: 3 * sq + 16 * u,
    radius: 14 * u,
    rim: Math.max(1, 1.5 * u),
  };
}

/** Draws the tray (`tray`, game px) and the wells of `squares` on `board`. */
export function drawDemoBoard(
  board: Phaser.GameObjects.Graphics,
  layout: Layout,
  squares: readonly number[],
  place: DemoPlace,
  tray: { x: number; y: number; width: number; height: number; radius: number; rim: number },
): void {
  const medium = vesselOf(layout).medium;
  // The tray: the vessel's dark glass round its medium, a light rim as the board's glass has.
  board.fillStyle(0x060c14, 0.9).fillRoundedRect(tray.x, tray.y, tray.width, tray.height, tray.radius);
  const inset = tray.rim * 2;
  board
    .fillStyle(hex(medium), 1)
    .fillRoundedRect(
      tray.x + inset,
      tray.y + inset,
      tray.width - 2 * inset,
      tray.height - 2 * inset,
      Math.max(0, tray.radius - inset),
    );
  board
    .lineStyle(tray.rim, 0xb0d6e8, 0.35)
    .strokeRoundedRect(tray.x, tray.y, tray.width, tray.height, tray.radius);
  const well = wellOutline(layout.grid);
  const layers = wellLayers(medium);
  for (const s of squares) {
    const { x, y, size } = place(s);
    const turn = pointsDown(layout, s) ? -1 : 1;
    for (const l of layers) {
      board.fillStyle(hex(l.rgb), l.alpha).beginPath();
      for (const p of well)
        board.lineTo(x + size * turn * l.shrink * (p.x - 0.5), y + size * turn * l.shrink * (p.y - 0.5));
      board.closePath().fillPath();
    }
  }
}
