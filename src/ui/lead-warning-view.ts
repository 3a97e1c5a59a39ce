// The warning that a lead may not last (screens/game/lead-warning.ts), drawn in the coach's place:
// its two lines and, under them in the accent colour, "Show the forecast ›". The whole banner is
// the one tap that turns the forecast on (a bigger target than the words alone on a phone). It
// stands where the coach's banner would (notice-place.ts's bannerSpot), clear of the coach's own
// words and the aim; nothing of it lies over the squares. It shows only on a quiet board (no move
// landing, no notice in sight: they share the place), waiting out of sight till then.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { bannerSpot, coachWordsFont } from './notice-place.ts';
import { placeNotices } from './notice.ts';
import { pixelRatio } from './device-pixels.ts';
import { registerControl } from './controls.ts';
import { THEME, textStyle } from './theme.ts';
import type { LeadWarningSnapshot } from '../screens/game/lead-warning.ts';

export class LeadWarningView {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly action: Phaser.GameObjects.Text;
  private shown: LeadWarningSnapshot = { words: null, action: null, room: [], stands: null };
  /** Whether the banner is drawn in sight now. */
  private inSight = false;
  private size = { width: 0, height: 0 };
  /** The words' size to start from, and the least they shrink to. */
  private readonly font: { size: number; least: number };

  constructor(
    scene: Phaser.Scene,
    private readonly areas: readonly Rect[],
    private readonly u: number,
    private readonly avoid: () => readonly Rect[],
    onTap: () => void,
    /** Whether the board is quiet enough for it (no move landing, no notice in sight), and told when it first shows. */
    private readonly quiet: () => boolean,
    private readonly onSeen: () => void,
    /** The board's faint marks of the room the words count, shown with the banner (room-marks.ts). */
    private readonly marks?: { show(squares: readonly number[]): void; clear(): void },
  ) {
    const area = areas[0]!;
    const font = coachWordsFont(area.width, u, pixelRatio());
    this.font = font;
    this.text = scene.add
      .text(0, 0, '', {
        ...textStyle(font.size, THEME.text, true),
        align: 'center',
        // A narrow column (a tablet's, beside the board) wraps the two lines further.
        wordWrap: { width: area.width - 28 * u },
      })
      .setOrigin(0.5, 0);
    this.action = scene.add.text(0, 0, '', textStyle(font.size, THEME.accentCss, true)).setOrigin(0.5, 0);
    this.bg = scene.add.graphics();
    this.box = scene.add
      .container(area.x + area.width / 2, area.y, [this.bg, this.text, this.action])
      .setDepth(1500)
      .setVisible(false);
    // A tap on it, as a button's: not a finger pressed elsewhere and lifted over it (a zoomed board dragged past its edge).
    let pressedOn = false;
    const down = (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      pressedOn = over.includes(this.box);
    };
    scene.input.on('pointerdown', down);
    this.box.on('pointerup', () => {
      if (pressedOn && this.inSight) onTap();
    });
    const sync = () => this.sync();
    scene.events.on('update', sync);
    scene.events.once('shutdown', () => {
      scene.events.off('update', sync);
      scene.input.off('pointerdown', down);
    });
    registerControl(scene, {
      id: 'lead-warning',
      label: 'Show the forecast',
      target: this.box,
      enabled: () => this.inSight,
      press: onTap,
      description: '',
      spoken: () => `${(this.shown.words ?? '').replace(/\n/g, ' ')} Show the forecast`,
    });
  }

  /** New words: what is in sight goes (a move took the warning away), and the new shows when quiet. */
  draw(s: LeadWarningSnapshot): void {
    this.shown = s;
    if (this.inSight) this.hide();
    this.sync();
  }

  private hide(): void {
    this.inSight = false;
    this.box.setVisible(false).disableInteractive();
    this.marks?.clear();
    placeNotices();
  }

  /** Shows the words once the board is quiet, and puts them out of sight while it is not. */
  private sync(): void {
    const want = this.shown.words !== null && this.quiet();
    if (want === this.inSight) return;
    if (!want) return this.hide();
    this.render(this.shown);
    this.inSight = true;
    this.onSeen();
  }

  private render(s: LeadWarningSnapshot): void {
    const u = this.u;
    const pad = 12 * u;
    // Shrunk to its place's height, down to the coach's least size: a tablet's band over the board
    // is a little lower than three lines at their first size, and the banner never covers squares.
    const room = this.areas[0]!.height;
    const heightAt = (size: number) => {
      this.text.setFontSize(size).setText(s.words ?? '');
      this.action.setFontSize(size).setText(s.action ?? '');
      return this.text.height + this.action.height + 4 * u + pad;
    };
    let size = this.font.size;
    while (size > this.font.least && heightAt(size) > room) size = Math.max(this.font.least, size - u);
    const h = heightAt(size);
    const w = Math.min(this.areas[0]!.width, Math.max(this.text.width, this.action.width) + 2 * pad);
    this.size = { width: w, height: h };
    // Centred on its box: the container's hit area is its size about its position.
    this.text.setY(-h / 2 + pad / 2);
    this.action.setY(-h / 2 + pad / 2 + this.text.height + 4 * u);
    const at = bannerSpot(this.areas, w, h, this.avoid());
    this.box.setPosition(at.x, at.y + h / 2).setSize(w, h);
    this.bg.clear();
    const r = Math.min(h / 2, 14 * u);
    this.bg.fillStyle(0x0a161b, 1);
    this.bg.fillRoundedRect(-w / 2, -h / 2, w, h, r);
    this.bg.lineStyle(1.5 * u, THEME.accent, 1);
    this.bg.strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    this.box.setVisible(true).setInteractive({ useHandCursor: true });
    this.marks?.show(s.room);
    placeNotices();
  }

  /** The banner in game pixels while shown, or null. */
  bounds(): Rect | null {
    if (!this.inSight) return null;
    const { width, height } = this.size;
    return { x: this.box.x - width / 2, y: this.box.y - height / 2, width, height };
  }
}
