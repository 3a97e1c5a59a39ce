// A dividing cell's pulse: a ring in its colour that swells and fades, in the cell's own shape on
// every grid (a triangle's ring points as the cell does), noted as a flourish of its owner so the
// board knows when its move's show has ended.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { reducedMotion } from './motion.ts';
import { noteFlourish } from './move-flourish.ts';
import type { FlourishOwner } from '../screens/game/flourish-ledger.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { squareRingImages } from './square-ring.ts';

/** A dividing cell's pulse (below) on square `s` of `fit`'s board, in the cell's own shape. */
export function cellPulse(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  s: number,
  colour: number,
  duration: number,
): void {
  const shape = { grid: fit.layout.grid, down: pointsDown(fit.layout, s) };
  pulse(scene, fit.centre(s), fit.square, colour, duration, 'move', shape);
}

/**
 * A ring in the cell's colour that swells and fades around a cell as it divides (`owner`'s flourish),
 * a rounded square unless `shape` names a hexagon or a triangle (pointing down where it says), or
 * 'round', a circle, for what is no cell (a star landing: a square ring read as a ghost frame).
 */
export function pulse(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  size: number,
  colour: number,
  duration: number,
  owner: FlourishOwner = 'move',
  shape: { grid: Layout['grid']; down: boolean } | 'round' = { grid: 'square', down: false },
): void {
  if (reducedMotion()) return;
  const layer = { colour, width: Math.max(2, size * 0.07) };
  const [ring] =
    shape === 'round'
      ? [
          scene.add.image(
            0,
            0,
            roundedRectTexture(scene, {
              width: size * 0.9,
              height: size * 0.9,
              radius: size / 2,
              stroke: colour,
              strokeWidth: layer.width,
            }),
          ),
        ]
      : squareRingImages(scene, shape.grid, size * 0.9, size * 0.3, [layer], shape);
  ring!.setPosition(at.x, at.y).setDepth(850);
  scene.tweens.add({
    targets: ring,
    scale: { from: 0.85, to: 1.35 },
    alpha: { from: 0.95, to: 0 },
    duration,
    ease: 'Sine.easeOut',
    onComplete: noteFlourish(scene, owner, ring),
  });
}
