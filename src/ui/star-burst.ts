// A new star's small burst as it lands on the results (win-beats.ts's starBurst says how many):
// gold sparks fly out of it all round and fade, gone well before the next star lands.

import type Phaser from 'phaser';
import { THEME, textStyle } from './theme.ts';

/** How long a spark flies, in ms. */
const FLIGHT_MS = 520;

/** `pieces` sparks from (x, y), out to about `reach`, after `delay` ms. */
export function burstFromStar(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  reach: number,
  pieces: number,
  delay: number,
): void {
  if (pieces <= 0) return;
  scene.time.delayedCall(delay, () => {
    for (let i = 0; i < pieces; i++) {
      // Evenly round, turned a little each star so two bursts are not one picture twice.
      const angle = (i / pieces) * Math.PI * 2 + delay / 97;
      const far = reach * (0.75 + 0.25 * ((i * 7) % 3));
      const spark = scene.add
        .text(at.x, at.y, '✦', textStyle(Math.max(10, reach * 0.28), THEME.accentCss, true))
        .setOrigin(0.5)
        .setDepth(5);
      scene.tweens.add({
        targets: spark,
        x: at.x + Math.cos(angle) * far,
        y: at.y + Math.sin(angle) * far,
        alpha: 0,
        scale: 0.5,
        duration: FLIGHT_MS,
        ease: 'Cubic.easeOut',
        onComplete: () => spark.destroy(),
      });
    }
  });
}
