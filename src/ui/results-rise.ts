// The results' entrance on the game's clock and the wall clock at once: the sheet stands in place
// from its first frame (screens/results/sheet-rise.ts), its headline lands, its stars fill; a tap on
// a button in its first moment is not the player's yet (READ_MS), but the ✕ takes one at once.

import type Phaser from 'phaser';
import { catchUpScale, entranceProgress } from '../screens/results/sheet-rise.ts';

/**
 * Runs `apply` with the progress 0–1 of an entrance of `ms` on every frame until it ends, on the
 * game's clock and the wall clock at once (sheet-rise.ts); `apply(1)` last.
 */
export function entrance(scene: Phaser.Scene, ms: number, apply: (t: number) => void): void {
  const start = performance.now();
  apply(0);
  const counter = scene.tweens.addCounter({
    from: 0,
    to: 1,
    duration: ms,
    onUpdate: (tween) => {
      const t = entranceProgress(tween.getValue() ?? 0, performance.now() - start, ms);
      apply(t);
      if (t >= 1) counter.stop();
    },
    onComplete: () => apply(1),
  });
}

/** Past this the clocks are the tests' (run far ahead, hook.ts): left alone. */
const TESTS_AHEAD = 100;

/**
 * While the results are up, their clocks (tweens and timers: the stars, the ribbons, the score's
 * pop) keep the wall clock's pace on frames the game's clock stepped short (catchUpScale).
 */
export function keepWallPace(scene: Phaser.Scene): void {
  let last: number | null = null;
  const step = (time: number, delta: number) => {
    const wall = last === null ? delta : time - last;
    last = time;
    if (scene.tweens.timeScale >= TESTS_AHEAD) return;
    const scale = catchUpScale(wall, delta);
    scene.tweens.timeScale = scale;
    scene.time.timeScale = scale;
  };
  scene.game.events.on('prestep', step);
  scene.events.once('shutdown', () => scene.game.events.off('prestep', step));
}
