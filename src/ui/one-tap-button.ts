// "Place with one tap" in a band at the asking lens's foot (screens/game/one-tap-offer.ts decides when):
// a finger-sized button over the lens's bubble, which takes its tap before the bubble (the bubble's
// tap places), drawn in the aim's cyan on the panel's colour.

import type Phaser from 'phaser';
import { registerControl } from './controls.ts';
import { MIN_TEXT_CSS_PX, THEME, textStyle } from './theme.ts';
import { TAP_ONCE_SETTING } from '../words/press-words.ts';

/** The band the button takes at the lens's foot, in CSS px (a 40 px button and its air). */
export const ONE_TAP_BAND_CSS = 46;
/** The button's height, in CSS px. */
const BUTTON_CSS = 38;

export class OneTapButton {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly words: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    private readonly dpr: number,
    private readonly ink: number,
    /** The button was tapped: one-tap placing goes on. */
    take: () => void,
  ) {
    this.bg = scene.add.graphics();
    this.words = scene.add.text(0, 0, TAP_ONCE_SETTING, textStyle(15 * dpr, THEME.text, true)).setOrigin(0.5);
    this.box = scene.add.container(0, 0, [this.bg, this.words]).setDepth(32).setVisible(false);
    let downAt = -1;
    this.box.on('pointerdown', (p: Phaser.Input.Pointer) => (downAt = p.downTime));
    // Only a press that began on it: a finger sliding the aim may lift over it.
    this.box.on('pointerup', (p: Phaser.Input.Pointer) => {
      if (p.downTime === downAt && this.box.visible) take();
    });
    registerControl(scene, {
      id: 'aim:one-tap',
      label: TAP_ONCE_SETTING,
      target: this.box,
      enabled: () => this.box.visible,
      press: () => take(),
    });
  }

  /** Shown `width` wide (game px) centred at (x, y); its words shrink to fit, never under the readable floor. */
  show(x: number, y: number, width: number): void {
    const h = BUTTON_CSS * this.dpr;
    const corner = 10 * this.dpr;
    this.bg
      .clear()
      .fillStyle(THEME.panelLight, 1)
      .fillRoundedRect(-width / 2, -h / 2, width, h, corner)
      .lineStyle(2 * this.dpr, this.ink, 1)
      .strokeRoundedRect(-width / 2, -h / 2, width, h, corner);
    const room = width - 10 * this.dpr;
    const least = MIN_TEXT_CSS_PX / 15;
    this.words.setScale(Math.max(least, Math.min(1, room / Math.max(1, this.words.width))));
    this.box.setSize(width, h).setPosition(x, y).setVisible(true);
    if (!this.box.input) this.box.setInteractive({ useHandCursor: true });
    else this.box.input.hitArea.setTo(0, 0, width, h);
  }

  hide(): void {
    this.box.setVisible(false);
  }

  shown(): boolean {
    return this.box.visible;
  }

  /** Its box in game pixels, while shown. */
  bounds(): { x: number; y: number; width: number; height: number } | null {
    const b = this.box;
    return b.visible
      ? { x: b.x - b.width / 2, y: b.y - b.height / 2, width: b.width, height: b.height }
      : null;
  }
}
