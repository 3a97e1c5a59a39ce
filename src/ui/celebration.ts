// A win celebrated in the game's own art: the winner's cells burst out from behind the title,
// dividing as they fly, and fade. Left out when the player asks for reduced motion.

import type Phaser from 'phaser';
import { patternName } from '../engine/index.ts';
import { reducedMotion } from './motion.ts';
import type { PaletteName } from './palette.ts';

/** Bursts `count` cells of the palette from (x, y); `size` is a cell's size, `reach` how far they fly. */
export function burstCells(scene: Phaser.Scene, at: { x: number; y: number }, palette: PaletteName, size: number, reach: number, count = 22): void {
  if (reducedMotion()) return;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + Math.random() * 0.4;
    const distance = reach * (0.55 + Math.random() * 0.45);
    const cell = scene.add.image(at.x, at.y, 'cells', `${palette}/${patternName(Math.floor(Math.random() * 16))}`)
      .setDisplaySize(size, size).setDepth(50).setAlpha(0);
    const scale = cell.scaleX;
    scene.tweens.add({
      targets: cell, x: at.x + Math.cos(angle) * distance, y: at.y + Math.sin(angle) * distance * 0.7,
      angle: (Math.random() - 0.5) * 240, alpha: { from: 1, to: 0 }, scale: { from: scale * 0.4, to: scale * 1.1 },
      delay: Math.random() * 220, duration: 1100 + Math.random() * 500, ease: 'Cubic.easeOut',
      onComplete: () => cell.destroy(),
    });
  }
}
