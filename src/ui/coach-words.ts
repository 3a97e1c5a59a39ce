// The coach's words over the top of the board: the hint's reason, a square's gain preview, or why
// the perfect-play overlay is not available yet. One box, wrapped to the board's width, on a dark
// pill so it reads over any vessel and any cell colour.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';

export class CoachWords {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private shown: string | null = null;

  /** `area`: the board's rectangle; the words stand inside its top edge. */
  constructor(scene: Phaser.Scene, private readonly area: Rect, private readonly u: number) {
    const size = Math.max(13 * u, Math.min(17 * u, area.width / 32));
    this.text = scene.add.text(0, 0, '', { ...textStyle(size, THEME.text, true), align: 'center', wordWrap: { width: area.width - 28 * u } }).setOrigin(0.5, 0);
    this.bg = scene.add.graphics();
    this.box = scene.add.container(area.x + area.width / 2, area.y + 4 * u, [this.bg, this.text]).setDepth(1500).setVisible(false);
  }

  show(words: string): void {
    this.shown = words;
    this.text.setText(words);
    const u = this.u;
    const w = Math.min(this.area.width, this.text.width + 24 * u);
    const h = this.text.height + 12 * u;
    this.text.setY(6 * u);
    this.bg.clear();
    this.bg.fillStyle(0x0a161b, 1);
    this.bg.fillRoundedRect(-w / 2, 0, w, h, Math.min(h / 2, 14 * u));
    this.bg.lineStyle(1.5 * u, THEME.accent, 1);
    this.bg.strokeRoundedRect(-w / 2, 0, w, h, Math.min(h / 2, 14 * u));
    this.box.setVisible(true);
  }

  hide(): void {
    this.shown = null;
    this.box.setVisible(false);
  }

  /** The words in sight, or null. */
  words(): string | null {
    return this.shown;
  }

  /** The bottom of the box in game pixels while shown. */
  bottom(): number {
    return this.box.y + (this.shown ? this.text.height + 12 * this.u : 0);
  }
}
