// The late truth in figures (screens/game/lead-warning.ts: a lead of 8+ in the last third that best
// play turns), drawn over the status line itself, where a player reads the score: "You lead by 17,
// but best play from here has Adaptive winning by about 3." with "Show the forecast ›" under it in
// the accent colour. It shows at once and stands till the person's next move: no notice shares its
// place and no move landing waits it out (the banner in the coach's place did, and a quick player
// never saw it). The whole box is the one tap that shows the forecast bar in this game.

import type Phaser from 'phaser';
import { pixelRatio } from './device-pixels.ts';
import { registerControl } from './controls.ts';
import { THEME, textStyle } from './theme.ts';

/** The status line's band: its centre and size, in game pixels (hud.ts statusAnchor). */
export interface StatusBand {
  statusAnchor(): { x: number; y: number; width: number; height: number };
}

export class LeadTruthView {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly action: Phaser.GameObjects.Text;
  private words: string | null = null;
  private size = { width: 0, height: 0 };

  constructor(
    scene: Phaser.Scene,
    private readonly band: StatusBand,
    private readonly u: number,
    onTap: () => void,
  ) {
    const dpr = pixelRatio();
    this.text = scene.add
      .text(0, 0, '', { ...textStyle(17 * dpr, THEME.text, true), align: 'center' })
      .setOrigin(0.5, 0);
    this.action = scene.add.text(0, 0, '', textStyle(15 * dpr, THEME.accentCss, true)).setOrigin(0.5, 0);
    this.bg = scene.add.graphics();
    // Over the status line and the panels' glow; under dialogs and the results' sheet.
    this.box = scene.add.container(0, 0, [this.bg, this.text, this.action]).setDepth(1500).setVisible(false);
    // A tap on it, as a button's: not a finger pressed elsewhere and lifted over it.
    let pressedOn = false;
    const down = (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      pressedOn = over.includes(this.box);
    };
    scene.input.on('pointerdown', down);
    this.box.on('pointerup', () => {
      if (pressedOn && this.words) onTap();
    });
    scene.events.once('shutdown', () => scene.input.off('pointerdown', down));
    registerControl(scene, {
      id: 'lead-truth',
      label: 'Show the forecast',
      target: this.box,
      enabled: () => this.words !== null,
      press: onTap,
      description: '',
      spoken: () => `${this.words ?? ''} Show the forecast`,
    });
  }

  /** The truth to stand in the status line, or null to give the line back to the score. */
  draw(words: string | null, action: string | null): void {
    this.words = words;
    if (!words) {
      this.box.setVisible(false).disableInteractive();
      return;
    }
    const dpr = pixelRatio();
    const at = this.band.statusAnchor();
    // As wide as the status line's band (a phone's width, a desktop's column), wrapped there; the
    // words at least the coach's least size, the box growing down past the band where they need it.
    const width = Math.max(at.width, 240 * dpr);
    const pad = 8 * this.u;
    this.text
      .setWordWrapWidth(width - 2 * pad, true)
      .setFontSize(Math.max(14 * dpr, Math.min(17 * dpr, at.height / 2.6)))
      .setText(words);
    this.action.setText(action ?? '');
    const h = Math.max(at.height, this.text.height + this.action.height + 2 * pad);
    const w = Math.min(width, Math.max(this.text.width, this.action.width) + 2 * pad);
    this.size = { width: w, height: h };
    this.text.setY(-h / 2 + pad);
    this.action.setY(-h / 2 + pad + this.text.height);
    // Its top where the band's top is: the score's line covered, the panels above it untouched.
    this.box.setPosition(at.x, at.y - at.height / 2 + h / 2).setSize(w, h);
    const r = Math.min(h / 2, 12 * this.u);
    this.bg.clear();
    this.bg.fillStyle(0x0a161b, 0.96);
    this.bg.fillRoundedRect(-w / 2, -h / 2, w, h, r);
    this.bg.lineStyle(2 * this.u, THEME.accent, 1);
    this.bg.strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    this.box.setVisible(true).setInteractive({ useHandCursor: true });
  }

  /** The box in game pixels while shown, or null. */
  bounds(): { x: number; y: number; width: number; height: number } | null {
    if (!this.words) return null;
    const { width, height } = this.size;
    return { x: this.box.x - width / 2, y: this.box.y - height / 2, width, height };
  }
}
