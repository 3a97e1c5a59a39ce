// The late truth in figures (screens/game/lead-warning.ts: a lead of 8+ in the last third that best
// play turns), drawn over the status line itself, where a player reads the score: "You lead by 17,
// but best play from here has Adaptive winning by about 3." with "Show the forecast ›" under it in
// the accent colour. It shows at once and stands till the person's next move: no notice shares its
// place and no move landing waits it out (the banner in the coach's place did, and a quick player
// never saw it). The whole box is the one tap that shows the forecast bar in this game.

import type Phaser from 'phaser';
import { pixelRatio } from './device-pixels.ts';
import { registerControl } from './controls.ts';
import { placeNotices } from './notice.ts';
import { reducedMotion } from './motion.ts';
import { THEME, textStyle } from './theme.ts';

/** The status line's band: its centre and size, in game pixels (hud.ts statusAnchor). */
export interface StatusBand {
  statusAnchor(): { x: number; y: number; width: number; height: number };
  /** The board's picture, in game pixels: where the band is a column beside it, the box reaches to its edge. */
  board?(): { x: number; y: number; width: number; height: number };
}

/**
 * The box's words' size in CSS px: from `most`, shrunk towards the band's height, never under `least`.
 * Beside the board (a side phone's column) larger: a player's eye is on the board there, and a box
 * the size of the panel's lines read as one more of them.
 */
const SIZES = { inLine: { most: 18, least: 15 }, beside: { most: 22, least: 19 } };

export class LeadTruthView {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly action: Phaser.GameObjects.Text;
  private words: string | null = null;
  /** The words last shown: a new warning swells in, the same one drawn again (a resize) does not. */
  private shownWords: string | null = null;
  private size = { width: 0, height: 0 };

  constructor(
    private readonly scene: Phaser.Scene,
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
      placeNotices();
      return;
    }
    const dpr = pixelRatio();
    const fresh = words !== this.shownWords;
    this.shownWords = words;
    const band = this.band.statusAnchor();
    const board = this.band.board?.();
    // A column beside the board (a side phone, a wide tablet): the box takes the column from the
    // screen's edge to the board's, its words larger, so it stands beside the board where the eye is.
    const beside = !!board && band.x + band.width / 2 <= board.x + 1;
    const left = beside ? Math.min(band.x - band.width / 2, 8 * this.u) : 0;
    const right = beside ? board.x - 4 * this.u : 0;
    const at = beside ? { ...band, x: (left + right) / 2, width: right - left } : band;
    const sizes = beside ? SIZES.beside : SIZES.inLine;
    // The status line's band's width (a phone's width, a column beside the board), wrapped there;
    // shrunk towards the band's height, never under 15 CSS px (a tablet's narrow column read small), and where
    // that is still too tall it grows down from the band's top (the panel above stays clear).
    const pad = 8 * this.u;
    const w = at.width;
    const heightAt = (size: number) => {
      this.text
        .setWordWrapWidth(w - 2 * pad, true)
        .setFontSize(size)
        .setText(words);
      this.action.setFontSize(Math.round(size * 0.9)).setText(action ?? '');
      return this.text.height + this.action.height + 2 * pad;
    };
    let size = sizes.most * dpr;
    while (size > sizes.least * dpr && heightAt(size) > at.height)
      size = Math.max(sizes.least * dpr, size - dpr);
    const h = Math.max(heightAt(size), 44 * dpr);
    this.size = { width: w, height: h };
    this.text.setY(-h / 2 + (h - this.text.height - this.action.height) / 2);
    this.action.setY(this.text.y + this.text.height);
    // Centred on the status line, where the score is read, covering it; taller than its band, from the band's top down.
    const top = h <= at.height ? at.y - h / 2 : at.y - at.height / 2;
    this.box.setPosition(at.x, top + h / 2).setSize(w, h);
    const r = Math.min(h / 2, 12 * this.u);
    this.bg.clear();
    this.bg.fillStyle(0x0a161b, 1);
    this.bg.fillRoundedRect(-w / 2, -h / 2, w, h, r);
    this.bg.lineStyle(2 * this.u, THEME.accent, 1);
    this.bg.strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    this.box.setVisible(true).setInteractive({ useHandCursor: true });
    // New words come in with a small swell, once, so the eye goes to them; still where motion is reduced.
    if (fresh && !reducedMotion())
      this.scene.tweens.add({
        targets: this.box,
        scale: { from: 1.12, to: 1 },
        duration: 320,
        ease: 'Back.easeOut',
      });
    // The notices in sight move clear of it (they keep clear of the warning's bounds).
    placeNotices();
  }

  /** The box in game pixels while shown, or null. */
  bounds(): { x: number; y: number; width: number; height: number } | null {
    if (!this.words) return null;
    const { width, height } = this.size;
    return { x: this.box.x - width / 2, y: this.box.y - height / 2, width, height };
  }
}
