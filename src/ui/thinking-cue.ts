// The thinking cue: three small cells in the opponent's colour that rise and fall one after the
// other while it thinks, drawn inside the rectangle the layout gives (beside the words
// "thinking" in its panel). With reduced motion they stand still and glow in turn.

import type Phaser from 'phaser';
import { reducedMotion } from './motion.ts';

export interface CueRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cue's width with its gap after the words, in heights of those words (hud.ts leaves it room). */
export const CUE_ROOM = 3;

/** One cycle of the three cells' rise and fall, in milliseconds. */
const CYCLE_MS = 900;

export class ThinkingCue {
  private readonly dots: Phaser.GameObjects.Image[];
  private readonly tweens: Phaser.Tweens.Tween[] = [];
  private rect: CueRect;

  /** `palette` names the cell sheet frame's colour ("green"): the cue's cells are that player's; `depth`: over what they stand. */
  constructor(
    private readonly scene: Phaser.Scene,
    rect: CueRect,
    palette: string,
    depth = 20,
  ) {
    this.rect = rect;
    this.dots = [0, 1, 2].map(() =>
      scene.add.image(0, 0, 'cells', `${palette}/0000`).setVisible(false).setDepth(depth),
    );
    this.place(rect);
  }

  /** Moves the cue into `rect` (the words beside it changed width). */
  place(rect: CueRect): void {
    this.rect = rect;
    // Cells nearly as tall as the words: dots a glance from the board can catch.
    const size = Math.min(rect.height * 0.72, rect.width / 3.6);
    this.dots.forEach((dot, i) =>
      dot
        .setDisplaySize(size, size)
        .setPosition(rect.x + size * 0.6 + i * size * 1.25, rect.y + rect.height / 2),
    );
  }

  get shown(): boolean {
    return this.dots[0]!.visible;
  }

  /** The cue's box in game pixels while shown, else null. */
  bounds(): CueRect | null {
    return this.shown ? { ...this.rect } : null;
  }

  show(): void {
    if (this.shown) return;
    this.place(this.rect);
    const still = reducedMotion();
    const rise = this.rect.height * 0.22;
    this.dots.forEach((dot, i) => {
      dot.setVisible(true).setAlpha(still ? 0.4 : 1);
      const tween = still
        ? this.scene.tweens.add({
            targets: dot,
            alpha: { from: 0.4, to: 1 },
            duration: CYCLE_MS / 3,
            delay: (i * CYCLE_MS) / 3,
            yoyo: true,
            repeat: -1,
            repeatDelay: CYCLE_MS / 3,
          })
        : this.scene.tweens.add({
            targets: dot,
            y: dot.y - rise,
            duration: CYCLE_MS / 4,
            delay: (i * CYCLE_MS) / 6,
            ease: 'Sine.easeOut',
            yoyo: true,
            repeat: -1,
            repeatDelay: CYCLE_MS / 2,
          });
      this.tweens.push(tween);
    });
  }

  hide(): void {
    for (const t of this.tweens.splice(0)) t.stop();
    this.place(this.rect);
    for (const dot of this.dots) dot.setVisible(false);
  }

  destroy(): void {
    this.hide();
    for (const dot of this.dots) dot.destroy();
  }
}
