// After a wrong puzzle try, the other side's best reply drawn faintly on its square with what it
// scores ("+15"), as the verdict under the board says it: the player sees where the punishment
// lands. It comes in with two soft blinks (none where motion is reduced), stays while the wrong
// try stands, and goes when the try is taken back.

import type Phaser from 'phaser';
import { patternFrame } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { reducedMotion } from './motion.ts';
import { THEME, textStyle } from './theme.ts';

/** How see-through the reply's cell stands once in. */
const GHOST_ALPHA = 0.55;

export class ReplyGhost {
  private readonly cell: Phaser.GameObjects.Image;
  private readonly points: Phaser.GameObjects.Text;
  private shown = -1;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** The replying side's palette ("hard"): its lone cell is drawn. */
    palette: string,
  ) {
    const frame = `${palette}/${patternFrame(0, fit.layout.axes)}`;
    this.cell = scene.add.image(0, 0, 'cells', frame).setAlpha(0).setDepth(800);
    this.points = scene.add
      .text(0, 0, '', textStyle(fit.square * 0.34, THEME.text, true))
      .setOrigin(0.5)
      .setStroke('#000000', Math.max(2, fit.square * 0.06))
      .setAlpha(0)
      .setDepth(801);
  }

  /** Shows the reply on `square` scoring `gain` (null: none, hidden). */
  show(reply: { square: number; gain: number } | null): void {
    const square = reply?.square ?? -1;
    if (square === this.shown) return;
    this.shown = square;
    const both = [this.cell, this.points];
    this.scene.tweens.killTweensOf(both);
    if (!reply) {
      for (const o of both) o.setAlpha(0);
      return;
    }
    const { x, y, size } = this.fit.cellPlacement(reply.square);
    this.cell.setPosition(x, y).setDisplaySize(size * 0.9, size * 0.9);
    this.points.setPosition(x, y).setText(reply.gain > 0 ? `+${reply.gain}` : '');
    if (reducedMotion()) {
      this.cell.setAlpha(GHOST_ALPHA);
      this.points.setAlpha(1);
      return;
    }
    this.cell.setAlpha(0);
    this.points.setAlpha(0);
    this.scene.tweens.add({
      targets: this.cell,
      alpha: GHOST_ALPHA,
      duration: 260,
      yoyo: true,
      repeat: 1,
      hold: 120,
    });
    this.scene.tweens.add({
      targets: this.cell,
      alpha: GHOST_ALPHA,
      duration: 260,
      delay: 1300,
    });
    this.scene.tweens.add({ targets: this.points, alpha: 1, duration: 260, delay: 300 });
  }
}
