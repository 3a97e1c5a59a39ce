// The forecast drawn: a thin bar (at most 22 CSS px, like lichess's gauge) split between the two
// players' colours at player 1's share, a tick at the middle, and the words under it ("Best play
// from here: you finish about 6 behind"), drawn pale while it is the coach's guess, inside the rectangle the layout gives: over the board,
// the words shrink to its width; in the HUD's column beside it, they wrap to the column's width. While a forecast
// is worked out the bar stays level and dim; hidden when the forecast is off.

import type Phaser from 'phaser';
import type { ForecastSnapshot } from '../screens/game/forecast-model.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { reducedMotion } from './motion.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import { HUD_LEAST_CSS } from './hud-column.ts';

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bar's thickness in CSS px (the ceiling is 22). */
const BAR_CSS_PX = 8;

/** How strongly a guess's bar is drawn: pale, yet both colours still told apart. */
const GUESS_ALPHA = 0.45;

export class ForecastBar {
  private readonly back: Phaser.GameObjects.Rectangle;
  private readonly one: Phaser.GameObjects.Rectangle;
  private readonly two: Phaser.GameObjects.Rectangle;
  private readonly tick: Phaser.GameObjects.Rectangle;
  private readonly words: Phaser.GameObjects.Text;
  private readonly barH: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly rect: BarRect,
    palettes: readonly [PaletteName, PaletteName],
    /** In the HUD's column: the words wrap to its width at the HUD's least size, never shrunk. */
    private readonly wrap = false,
  ) {
    const dpr = pixelRatio();
    this.barH = Math.min(BAR_CSS_PX * dpr, rect.height * 0.4);
    const { x, y, width } = rect;
    this.back = scene.add.rectangle(x, y, width, this.barH, THEME.panel).setOrigin(0, 0);
    // Each side is the whole width, scaled to its share.
    this.one = scene.add
      .rectangle(x, y, width, this.barH, paletteHex(palettes[0]))
      .setOrigin(0, 0)
      .setScale(0.5, 1);
    this.two = scene.add
      .rectangle(x + width, y, width, this.barH, paletteHex(palettes[1]))
      .setOrigin(1, 0)
      .setScale(0.5, 1);
    this.tick = scene.add
      .rectangle(x + width / 2, y - this.barH * 0.25, Math.max(2, dpr * 1.5), this.barH * 1.5, 0xffffff)
      .setOrigin(0.5, 0)
      .setAlpha(0.8);
    this.words = scene.add
      .text(x + width / 2, y + this.barH + 3 * dpr, '', {
        ...textStyle((wrap ? HUD_LEAST_CSS : 13) * dpr, THEME.textDim),
        ...(wrap ? { wordWrap: { width }, align: 'center' } : {}),
      })
      .setOrigin(0.5, 0);
    this.all().forEach((o) => o.setDepth(5).setVisible(false));
  }

  private all(): (Phaser.GameObjects.Rectangle | Phaser.GameObjects.Text)[] {
    return [this.back, this.one, this.two, this.tick, this.words];
  }

  draw(s: ForecastSnapshot): void {
    this.all().forEach((o) => o.setVisible(s.shown));
    if (!s.shown) return;
    const waiting = s.forecast === null;
    const share = waiting ? 0.5 : s.share;
    // Pale while it is the coach's guess, as the review's chart draws a guess; dimmer still while worked out.
    const alpha = waiting ? 0.35 : s.guess ? GUESS_ALPHA : 1;
    this.one.setAlpha(alpha);
    this.two.setAlpha(alpha);
    // The words keep their last forecast until the next one comes, so the line does not flicker.
    if (s.words) this.fitWords(s.words);
    const grow = (target: Phaser.GameObjects.Rectangle, scaleX: number) => {
      if (reducedMotion()) target.setScale(scaleX, 1);
      else this.scene.tweens.add({ targets: target, scaleX, duration: 350, ease: 'Sine.easeOut' });
    };
    grow(this.one, share);
    grow(this.two, 1 - share);
  }

  private fitWords(words: string): void {
    this.words.setScale(1).setText(words);
    if (this.wrap) return;
    if (this.words.width > this.rect.width) this.words.setScale(this.rect.width / this.words.width);
  }

  /** The bar and its words as drawn, in game pixels, while shown; else null. */
  bounds(): BarRect | null {
    if (!this.back.visible) return null;
    const w = this.words.getBounds();
    const bottom = this.words.text ? w.bottom : this.rect.y + this.barH;
    return { x: this.rect.x, y: this.rect.y, width: this.rect.width, height: bottom - this.rect.y };
  }

  /** The bar alone (its thickness is what the 22-px ceiling is about), in game pixels. */
  barBounds(): BarRect {
    return { x: this.rect.x, y: this.rect.y, width: this.rect.width, height: this.barH };
  }

  /** The words beside the bar, as shown. */
  shownWords(): string {
    return this.back.visible ? this.words.text : '';
  }
}
