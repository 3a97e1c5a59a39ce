// The results' entrance: the sheet rises into place from below (ending.ts says over how long and
// how it eases: a win's overshoots a little), so the result arrives rather than appears. Its
// buttons do not travel: they fade in where they stand, so a button is always where a finger (or a
// check reading the controls) finds it, and takes its tap from the first frame.

import type Phaser from 'phaser';
import { RISE_UNITS } from '../screens/results/ending.ts';
import { controlsOf } from './controls.ts';

/** The buttons' alpha as they begin to fade in: unseen, yet drawn, so they take a tap. */
export const FADE_FROM = 0.004;

/** Moves all the scene drew but its shade and its buttons down by the rise, and tweens it up into place over its time (none: it stays). */
export function riseSheet(
  scene: Phaser.Scene,
  shade: Phaser.GameObjects.GameObject,
  show: { rise: number; riseEase: string },
  u: number,
): void {
  if (show.rise <= 0) return;
  const d = RISE_UNITS * u;
  const buttons = new Set<unknown>(controlsOf(scene).map((c) => c.target));
  for (const part of scene.children.list) {
    if (part === shade) continue;
    if (buttons.has(part)) {
      const b = part as unknown as Phaser.GameObjects.Components.Alpha;
      const alpha = b.alpha;
      // Not quite 0: Phaser gives no taps to what it does not draw, and a finger on the ✕ as the
      // sheet rose was lost (reviewer 29's helper, at 844×390); this faint the button is not seen.
      b.setAlpha(FADE_FROM);
      scene.tweens.add({ targets: b, alpha, delay: show.rise * 0.35, duration: show.rise * 0.65 });
      continue;
    }
    const o = part as unknown as { y?: number };
    if (typeof o.y !== 'number') continue;
    const y = o.y;
    o.y = y + d;
    scene.tweens.add({ targets: o, y, duration: show.rise, ease: show.riseEase });
  }
}
