// The results' entrance: the sheet rises into place from below (ending.ts says over how long and
// how it eases: a win's overshoots a little), so the result arrives rather than appears.

import type Phaser from 'phaser';
import { RISE_UNITS } from '../screens/results/ending.ts';

/** Moves all the scene drew but its shade down by the rise, and tweens it up into place over its time (none: it stays). */
export function riseSheet(
  scene: Phaser.Scene,
  shade: Phaser.GameObjects.GameObject,
  show: { rise: number; riseEase: string },
  u: number,
): void {
  if (show.rise <= 0) return;
  const d = RISE_UNITS * u;
  for (const part of scene.children.list.filter((o) => o !== shade)) {
    const o = part as unknown as { y?: number };
    if (typeof o.y !== 'number') continue;
    const y = o.y;
    o.y = y + d;
    scene.tweens.add({ targets: o, y, duration: show.rise, ease: show.riseEase });
  }
}
