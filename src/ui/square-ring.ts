// A ring in the shape of the board's own squares (a hexagon on a hexagonal board, a triangle
// pointing as the cell does where the caller names the cell's way on a triangular board, else a
// rounded square), in layers drawn over one another (a dark one under a bright one, so it shows on
// every vessel and cell colour): the aim, the hint and the equal-moves note all ring a square so.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { hexagonRingTexture, roundedRectTexture } from './shape-texture.ts';
import { triangleOutline } from './cell-outline.ts';
import { lastMoveRingBands } from './last-move-ring-bands.ts';

export interface RingLayer {
  colour: number;
  /** The stroke's width in game pixels. */
  width: number;
  alpha?: number;
}

/**
 * The ring's layers as images centred on (0, 0), first drawn first: `across` is the ring's width
 * between its flat sides (a square's side; a triangle's side), `radius` a square ring's corner
 * radius. `tri` names which way a triangular cell points: its ring is then a triangle.
 */
export function squareRingImages(
  scene: Phaser.Scene,
  grid: Layout['grid'],
  across: number,
  radius: number,
  layers: readonly RingLayer[],
  tri?: { down: boolean },
): Phaser.GameObjects.Image[] {
  return layers.map(({ colour, width, alpha = 1 }) =>
    scene.add.image(
      0,
      0,
      grid === 'hex'
        ? hexagonRingTexture(scene, { width: across, stroke: colour, strokeWidth: width, strokeAlpha: alpha })
        : grid === 'tri' && tri
          ? triangleRingTexture(scene, across, tri.down, colour, width, alpha)
          : roundedRectTexture(scene, {
              width: across,
              height: across,
              radius,
              stroke: colour,
              strokeWidth: width,
              strokeAlpha: alpha,
            }),
    ),
  );
}

/** A triangle's ring of side `side` centred on its cell's centre (the texture's middle), pointing down where `down`. */
function triangleRingTexture(
  scene: Phaser.Scene,
  side: number,
  down: boolean,
  stroke: number,
  strokeWidth: number,
  alpha: number,
): string {
  const r = (v: number) => Math.round(v * 100) / 100;
  const key = `shape:tri:${r(side)}:${down ? 'down' : 'up'}:${stroke}/${r(strokeWidth)}@${alpha}`;
  if (scene.textures.exists(key)) return key;
  const corners = triangleOutline(side, down);
  const reach = Math.max(...corners.map((p) => Math.hypot(p.x, p.y)));
  const size = Math.ceil(2 * reach + strokeWidth) + 4;
  const texture = scene.textures.createCanvas(key, size, size)!;
  const g = texture.context;
  g.beginPath();
  for (const p of corners) g.lineTo(size / 2 + p.x, size / 2 + p.y);
  g.closePath();
  g.lineJoin = 'round';
  g.lineWidth = strokeWidth;
  g.strokeStyle = `rgba(${(stroke >> 16) & 255}, ${(stroke >> 8) & 255}, ${stroke & 255}, ${alpha})`;
  g.stroke();
  texture.refresh();
  return key;
}

/**
 * The last move's ring around a cell of side `size`: a white ring on a dark one, so it shows on
 * every cell colour and vessel; on a triangular board a triangle pointing as the cell does (`down`).
 */
export function lastMoveRingImages(
  scene: Phaser.Scene,
  grid: Layout['grid'],
  size: number,
  down: boolean,
): Phaser.GameObjects.Image[] {
  if (grid !== 'tri') {
    // The dark band round the cell's edge, the white one in its middle (last-move-ring-bands.ts).
    const { dark, white } = lastMoveRingBands(size);
    return squareRingImages(scene, grid, dark.across, size * 0.22, [
      { colour: 0x06141a, width: dark.width, alpha: 0.9 },
      { colour: 0xffffff, width: white.width },
    ]);
  }
  return squareRingImages(
    scene,
    grid,
    size * 0.94,
    size * 0.22,
    [
      { colour: 0x06141a, width: Math.max(4, size * 0.13), alpha: 0.9 },
      { colour: 0xffffff, width: Math.max(2, size * 0.06) },
    ],
    { down },
  );
}

/**
 * A ring that moves from square to square (the aim, the long press's preview): on a triangular board
 * a triangle each way, `point` showing the one that points as the ringed square does (a rounded
 * square there read as a mark of another board); elsewhere the board's own shape, `point` doing nothing.
 */
export function movingRingImages(
  scene: Phaser.Scene,
  grid: Layout['grid'],
  across: number,
  radius: number,
  layers: readonly RingLayer[],
): { images: Phaser.GameObjects.Image[]; point: (down: boolean) => void } {
  if (grid !== 'tri')
    return { images: squareRingImages(scene, grid, across, radius, layers), point: () => {} };
  const up = squareRingImages(scene, grid, across * 0.94, radius, layers, { down: false });
  const down = squareRingImages(scene, grid, across * 0.94, radius, layers, { down: true });
  const point = (d: boolean) => {
    for (const i of up) i.setVisible(!d);
    for (const i of down) i.setVisible(d);
  };
  return { images: [...up, ...down], point };
}
