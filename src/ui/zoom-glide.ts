// The zoomed view's glide from one centre to another (board-zoom-view.ts): followed by the eye, not
// a jump; at once where the player asks for reduced motion.

import type Phaser from 'phaser';
import type { Point } from '../screens/game/board-zoom.ts';
import { reducedMotion } from './motion.ts';

/** How long the zoomed view takes to glide to a square out of sight, in milliseconds. */
const FOLLOW_MS = 350;

/** How long a glide takes now: FOLLOW_MS, or 0 with reduced motion. */
export function glideMs(): number {
  return reducedMotion() ? 0 : FOLLOW_MS;
}

/** Steps the view's centre from `from` to `to` (`step` shows each), `done` at the end; at once (null) with reduced motion. */
export function glideView(
  scene: Phaser.Scene,
  from: Point,
  to: Point,
  step: (c: Point) => void,
  done: () => void,
): Phaser.Tweens.Tween | null {
  const at = (k: number) => step({ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k });
  if (glideMs() === 0) {
    at(1);
    return null;
  }
  return scene.tweens.addCounter({
    from: 0,
    to: 1,
    duration: glideMs(),
    ease: 'Sine.easeInOut',
    onUpdate: (tween) => at(tween.getValue() ?? 1),
    onComplete: done,
  });
}
