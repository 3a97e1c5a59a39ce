// A tap on a square the board does not take is answered at the square itself, where the eye is: its
// cell shakes and a warm ring in the square's shape flashes round it and fades (about half a second). Under "reduce motion" the ring flashes in place and nothing moves.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { reducedMotion } from './motion.ts';
import { squareRingImages } from './square-ring.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';

/** How long the ring takes to fade, in milliseconds. */
export const TAKEN_FLASH_MS = 560;

/** The shake's reach sideways, as a part of a square's side: seen under a finger's edge, never onto the next square. */
export const TAKEN_SHAKE_PART = 0.12;

/** Flashes a ring round square `s` over the cells; shakes `cell` (the one standing there, if any) where motion is welcome. */
export function flashTakenSquare(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  layout: Layout,
  s: number,
  cell: { shake(offset: number): void } | undefined,
): Phaser.GameObjects.Container {
  const at = fit.cellPlacement(s);
  const grid = layout.grid;
  const still = reducedMotion();
  if (!still) cell?.shake(at.size * TAKEN_SHAKE_PART);
  const ring = scene.add
    .container(
      at.x,
      at.y,
      squareRingImages(
        scene,
        grid,
        at.size * 0.98,
        at.size * 0.22,
        [
          { colour: 0x2a0a06, width: Math.max(5, at.size * 0.14), alpha: 0.85 },
          { colour: 0xffc070, width: Math.max(3, at.size * 0.08) },
        ],
        { down: pointsDown(layout, s) },
      ),
    )
    .setDepth(30);
  scene.tweens.add({
    targets: ring,
    alpha: { from: 1, to: 0 },
    ...(still ? {} : { scale: { from: 0.92, to: 1.12 } }),
    duration: TAKEN_FLASH_MS,
    // Bright for most of its time, then gone: seen at a glance, never lingering.
    ease: 'Cubic.easeIn',
    onComplete: () => ring.destroy(),
  });
  return ring;
}
