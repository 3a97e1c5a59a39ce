// The guided game's caption card: what to do now, in a sentence or two, and the buttons of the
// step (Next, or the choices at the end), with Skip there during the guided game only (an offer's
// own choices say no already, and so do the end's). Text is never under 16 CSS px.

import Phaser from 'phaser';
import { Button } from './button.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { RADIUS, THEME, textStyle } from './theme.ts';
import { drawGlass } from './glass-surface.ts';
import { reducedMotion } from './motion.ts';

/** Skip's width, and the gap between the words and the buttons under them, in units. */
const SKIP_W = 84;
const FOOT_GAP = 16;

export interface CardChoice {
  id: string;
  label: string;
  primary?: boolean;
}

export class TutorialCard {
  private readonly text: Phaser.GameObjects.Text;
  private buttons: Button[] = [];
  private readonly fontSize: number;
  private skip: Button | null = null;

  private readonly panel: Phaser.GameObjects.Graphics;

  constructor(
    private readonly scene: Phaser.Scene,
    /** The most room the card may take; it is drawn only as tall as its words and buttons, at the area's foot (`bottom`) or head. */
    private readonly area: { x: number; y: number; width: number; height: number },
    private readonly u: number,
    /** Null: no Skip button (the card's choices already include leaving). */
    onSkip: (() => void) | null,
    private readonly anchor: 'top' | 'bottom' = 'bottom',
    /** The words' least size in CSS px (the layout's: larger in a phone on its side's column). */
    leastPx = 16,
  ) {
    const { x, width } = area;
    this.panel = scene.add.graphics();
    this.fontSize = TutorialCard.fontSize(u, leastPx);
    const pad = 16 * u;
    this.text = scene.add.text(x + pad, area.y + pad, '', {
      ...textStyle(this.fontSize, THEME.text),
      wordWrap: { width: width - 2 * pad },
      lineSpacing: 4 * u,
    });
    const size = minTouch(scene);
    // Skip stands at the left of the card's foot, the step's buttons at its right.
    if (onSkip)
      this.skip = new Button(scene, {
        id: 'tutorial:skip',
        label: 'Skip',
        x: x + pad / 2 + (SKIP_W * u) / 2,
        y: area.y,
        width: SKIP_W * u,
        height: size,
        fontSize: Math.max(16 * u, 14 * pixelRatio()),
        onClick: onSkip,
      });
    this.layout();
  }

  static fontSize(u: number, leastPx = 16): number {
    return Math.max(19 * u, leastPx * pixelRatio());
  }

  /** The card's height for `lines` lines of words and its row of buttons: the room a screen keeps for it. */
  static heightFor(scene: Phaser.Scene, u: number, lines: number): number {
    const probe = scene.add.text(0, 0, Array(lines).fill('M').join('\n'), {
      ...textStyle(TutorialCard.fontSize(u), THEME.text),
      lineSpacing: 4 * u,
    });
    const h = probe.height;
    probe.destroy();
    return 16 * u + h + FOOT_GAP * u + minTouch(scene) + 12 * u;
  }

  /** The card's height for `words` wrapped in a card `width` wide, and its row of buttons. */
  static heightAt(scene: Phaser.Scene, u: number, words: string, width: number): number {
    const probe = scene.add.text(0, 0, words, {
      ...textStyle(TutorialCard.fontSize(u), THEME.text),
      wordWrap: { width: width - 32 * u },
      lineSpacing: 4 * u,
    });
    const h = probe.height;
    probe.destroy();
    return 16 * u + h + FOOT_GAP * u + minTouch(scene) + 12 * u;
  }

  /** The card drawn as tall as its words and buttons, the buttons right under the words. */
  private layout(): void {
    const { x, y, width, height } = this.area;
    const u = this.u;
    const size = minTouch(this.scene);
    const needed = Math.min(height, 16 * u + this.text.height + FOOT_GAP * u + size + 12 * u);
    const top = this.anchor === 'bottom' ? y + height - needed : y;
    this.panel.clear();
    drawGlass(this.panel, x, top, width, needed, RADIUS.panel * u, { line: 2 * u });
    this.text.setY(top + 16 * u);
    const footY = this.text.y + this.text.height + FOOT_GAP * u + size / 2;
    this.skip?.setY(footY);
    for (const b of this.buttons) b.setY(footY);
  }

  /** Takes Skip away (the guided game is over); the step's buttons keep their place. */
  endSkip(): void {
    if (!this.skip) return;
    this.skip.destroy();
    this.skip = null;
  }

  /**
   * Shows the words of a step; `nudge`: a tap the guided game did not take, said in the glow's gold
   * with a short shake, so the change of words is seen from the board (plain white ones went unseen).
   */
  say(words: string, nudge = false): void {
    this.text.setText(words).setColor(nudge ? THEME.accentCss : THEME.text);
    this.layout();
    this.scene.tweens.killTweensOf(this.text);
    this.text.setX(this.area.x + 16 * this.u);
    if (nudge && !reducedMotion())
      this.scene.tweens.add({
        targets: this.text,
        x: this.text.x + 6 * this.u,
        duration: 60,
        yoyo: true,
        repeat: 2,
      });
  }

  /** The words shown now. */
  words(): string {
    return this.text.text;
  }

  /** Shows buttons along the card's foot (none: takes them away); a press hands on the button's id. */
  showChoices(choices: readonly CardChoice[], onPick: (id: string) => void): void {
    this.clearButtons();
    if (choices.length === 0) return;
    const { x, width } = this.area;
    const size = minTouch(this.scene);
    const gap = 12 * this.u;
    // The buttons stand at the right of the foot, clear of Skip at its left.
    const skipRoom = this.skip ? (SKIP_W + 8) * this.u + gap : 0;
    const w = Math.min(
      200 * this.u,
      (width - 32 * this.u - skipRoom - gap * (choices.length - 1)) / choices.length,
    );
    const total = choices.length * w + (choices.length - 1) * gap;
    const right = this.skip ? x + width - 16 * this.u : x + width / 2 + total / 2;
    this.buttons = choices.map(
      (c, i) =>
        new Button(this.scene, {
          id: c.id,
          label: c.label,
          primary: c.primary ?? i === choices.length - 1,
          x: right - total + w / 2 + i * (w + gap),
          y: this.text.y + this.text.height + FOOT_GAP * this.u + size / 2,
          width: w,
          height: size,
          fontSize: Math.max(18 * this.u, 16 * pixelRatio()),
          onClick: () => onPick(c.id),
        }),
    );
  }

  private clearButtons(): void {
    this.buttons.forEach((b) => b.destroy());
    this.buttons = [];
  }
}
