// The results' entrance: the sheet rises into place from below (ending.ts says over how long and
// how it eases: a win's overshoots a little), so the result arrives rather than appears. It rises
// whole, its buttons drawn with it from the first frame: nothing of it arrives later. The rise is
// short (RISE_UNITS) and ends on time on a busy phone too (screens/results/sheet-rise.ts); a tap on
// a button that early is not the player's yet (READ_MS), but the ✕ takes one at once: it stands
// still in its place, where a finger (or a check reading the controls) finds it.

import type Phaser from 'phaser';
import { RISE_UNITS } from '../screens/results/ending.ts';
import { catchUpScale, entranceProgress, riseOffset, type RiseEase } from '../screens/results/sheet-rise.ts';

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

/** Moves all the scene drew but its shade and its ✕ down by the rise, and brings it up into place over its time (none: it stays). */
export function riseSheet(
  scene: Phaser.Scene,
  shade: Phaser.GameObjects.GameObject,
  /** The ✕: still from the first frame. */
  close: Phaser.GameObjects.GameObject,
  show: { rise: number; riseEase: RiseEase },
  u: number,
): void {
  if (show.rise <= 0) return;
  const d = RISE_UNITS * u;
  const parts: { o: { y: number }; y: number }[] = [];
  for (const part of scene.children.list) {
    const o = part as unknown as { y?: number };
    if (part === shade || part === close || typeof o.y !== 'number') continue;
    parts.push({ o: o as { y: number }, y: o.y });
  }
  entrance(scene, show.rise, (t) => {
    const off = riseOffset(t, show.riseEase, d);
    for (const p of parts) p.o.y = p.y + off;
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
