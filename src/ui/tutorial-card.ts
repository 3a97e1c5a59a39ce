// The guided game's caption card: what to do now, in a sentence or two, and the buttons of the
// step (Next, or the choices at the end), with Skip there during the guided game only (an offer's
// own choices say no already, and so do the end's). Text is never under 16 CSS px.

import Phaser from 'phaser';
import { Button } from './button.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';
import { readingMs } from './tutorial-words.ts';

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

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly area: { x: number; y: number; width: number; height: number },
    private readonly u: number,
    /** Null: no Skip button (the card's choices already include leaving). */
    onSkip: (() => void) | null,
  ) {
    const { x, y, width, height } = area;
    scene.add.image(x + width / 2, y + height / 2, roundedRectTexture(scene, {
      width, height, radius: 18 * u, fill: THEME.panel, fillAlpha: 0.96, stroke: THEME.panelEdge, strokeWidth: 2 * u,
    }));
    this.fontSize = Math.max(19 * u, 16 * pixelRatio());
    const pad = 16 * u;
    const skipW = onSkip ? 84 * u : 0;
    this.text = scene.add.text(x + pad, y + pad, '', {
      ...textStyle(this.fontSize, THEME.text), wordWrap: { width: width - 2 * pad - skipW }, lineSpacing: 4 * u,
    });
    const size = minTouch(scene);
    if (onSkip) this.skip = new Button(scene, {
      id: 'tutorial:skip', label: 'Skip', x: x + width - pad / 2 - skipW / 2, y: y + pad / 2 + size / 2,
      width: skipW, height: size, fontSize: Math.max(16 * u, 14 * pixelRatio()), onClick: onSkip,
    });
  }

  /** Takes Skip away (the guided game is over) and gives its room back to the words. */
  endSkip(): void {
    if (!this.skip) return;
    this.skip.destroy();
    this.skip = null;
    this.text.setWordWrapWidth(this.area.width - 32 * this.u);
  }

  /** When the words in sight were put there (performance.now()). */
  private shownAt = 0;

  /** Shows the words of a step; `left`, for words shown before, is the reading time they still need (all of it by default). */
  say(words: string, left = readingMs(words)): void {
    this.text.setText(words);
    this.shownAt = performance.now() - (readingMs(words) - left);
  }

  /** How long the words in sight still need to be read, in milliseconds (0 when read, or none). */
  readingLeft(): number {
    if (this.text.text === '') return 0;
    return Math.max(0, this.shownAt + readingMs(this.text.text) - performance.now());
  }

  /** The words shown now. */
  words(): string {
    return this.text.text;
  }

  /**
   * Resolves once the words on the card have been in sight for their reading time (wall-clock
   * time, however fast the moves or slow the frames); new words meanwhile are waited for too.
   */
  async whenRead(): Promise<void> {
    for (let left = this.readingLeft(); left > 0 && this.text.active; left = this.readingLeft()) {
      await new Promise<void>((resolve) => window.setTimeout(resolve, left));
    }
  }

  /** Shows buttons along the card's foot; resolves with the id of the one pressed. */
  ask(choices: CardChoice[]): Promise<string> {
    this.clearButtons();
    const { x, y, width, height } = this.area;
    const size = minTouch(this.scene);
    const gap = 12 * this.u;
    const w = Math.min(200 * this.u, (width - 32 * this.u - gap * (choices.length - 1)) / choices.length);
    const total = choices.length * w + (choices.length - 1) * gap;
    return new Promise((resolve) => {
      this.buttons = choices.map((c, i) => new Button(this.scene, {
        id: c.id, label: c.label, primary: c.primary ?? i === choices.length - 1,
        x: x + width / 2 - total / 2 + w / 2 + i * (w + gap), y: y + height - 12 * this.u - size / 2, width: w, height: size,
        fontSize: Math.max(18 * this.u, 16 * pixelRatio()),
        onClick: () => { this.clearButtons(); resolve(c.id); },
      }));
    });
  }

  private clearButtons(): void {
    this.buttons.forEach((b) => b.destroy());
    this.buttons = [];
  }
}
