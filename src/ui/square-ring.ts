// A ring in the shape of the board's own squares (a hexagon on a hexagonal board, a rounded square
// on the others), in layers drawn over one another (a dark one under a bright one, so it shows on
// every vessel and cell colour): the aim, the hint and the equal-moves note all ring a square so.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { hexagonRingTexture, roundedRectTexture } from './shape-texture.ts';

export interface RingLayer {
  colour: number;
  /** The stroke's width in game pixels. */
  width: number;
  alpha?: number;
}

/**
 * The ring's layers as images centred on (0, 0), first drawn first: `across` is the ring's width
 * between its flat sides (a square's side), `radius` a square ring's corner radius.
 */
export function squareRingImages(
  scene: Phaser.Scene,
  grid: Layout['grid'],
  across: number,
  radius: number,
  layers: readonly RingLayer[],
): Phaser.GameObjects.Image[] {
  return layers.map(({ colour, width, alpha = 1 }) =>
    scene.add.image(
      0,
      0,
      grid === 'hex'
        ? hexagonRingTexture(scene, { width: across, stroke: colour, strokeWidth: width, strokeAlpha: alpha })
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
