// A win celebrated in the game's own art: the winner's cells burst out from both ends of the
// title, dividing as they fly, and fade. They start outside the title and fly away from it, so
// no cell ever covers a word of it. Left out when the player asks for reduced motion. Each burst
// cell is the ending's flourish (flourish-ledger.ts): a pause or a new game ends it where it flies.

import type Phaser from 'phaser';
import { patternName } from '../engine/index.ts';
import { reducedMotion } from './motion.ts';
import type { PaletteName } from './palette.ts';
import { burstPaths, type Box } from './burst-paths.ts';
import { confettiFall } from './confetti-fall.ts';
import { noteFlourish } from './move-flourish.ts';

/**
 * Bursts `count` cells of the palette from the ends of `title`, none over a box of `clear`; `size`
 * is a cell's size, `reach` how far they fly.
 */
export function burstCells(
  scene: Phaser.Scene,
  title: Box,
  palette: PaletteName,
  size: number,
  reach: number,
  count = 22,
  clear: readonly Box[] = [],
): void {
  if (reducedMotion()) return;
  for (const path of burstPaths(title, size, reach, count, Math.random, clear)) {
    const cell = scene.add
      .image(path.from.x, path.from.y, 'cells', `${palette}/${patternName(Math.floor(Math.random() * 16))}`)
      .setDisplaySize(size, size)
      .setDepth(50)
      .setVisible(false);
    const scale = cell.scaleX;
    const done = noteFlourish(scene, 'ending', cell);
    // Each cell appears when its own flight begins: a tween's `from` values stand from the moment it
    // is made, so every cell waited out its delay at full opacity on the title's (or the board's
    // core's) ends, stacked into a column of small cells that read as a streak on the board.
    const wait = scene.time.delayedCall(path.delay, () => {
      if (!cell.active) return;
      cell
        .setVisible(true)
        .setScale(scale * 0.4)
        .setAlpha(1);
      scene.tweens.add({
        targets: cell,
        x: path.to.x,
        y: path.to.y,
        angle: (Math.random() - 0.5) * 240,
        alpha: 0,
        scale: scale * 1.1,
        duration: path.duration,
        ease: 'Cubic.easeOut',
        onComplete: done,
      });
    });
    cell.once('destroy', () => wait.remove());
  }
}

/**
 * A win's confetti over the results: the winner's cells fall over the whole screen at `depth`
 * (the results: above the board, behind their panel), turning and dividing as they fall; taps
 * pass through them.
 */
export function rainCells(
  scene: Phaser.Scene,
  palette: PaletteName,
  size: number,
  count: number,
  /** Over everything by default; the results keep it behind their panel. */
  depth = 1000,
): void {
  if (reducedMotion() || count <= 0) return;
  const { width, height } = scene.scale;
  for (const path of confettiFall({ width, height }, size, count, Math.random)) {
    const cell = scene.add
      .image(path.from.x, path.from.y, 'cells', `${palette}/${patternName(Math.floor(Math.random() * 16))}`)
      .setDisplaySize(size, size)
      .setDepth(depth);
    scene.tweens.add({
      targets: cell,
      x: path.to.x,
      y: path.to.y,
      angle: path.spin,
      delay: path.delay,
      duration: path.duration,
      ease: 'Sine.easeIn',
      onComplete: () => cell.destroy(),
    });
  }
}
