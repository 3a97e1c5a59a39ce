// The review's words about the move shown: its line (what it cost, the better move and why), and
// why the chart and the score disagree there (the chart's aside) under the chart where the layout
// gives it a place, else after the line, just over the chart. The line's last lines give way, the
// gold rings' key first, where the words would not fit their box at the least size.

import type Phaser from 'phaser';
import type { Rect } from '../ui/board-geometry.ts';
import { fitBlock } from '../ui/fit-text.ts';
import { SHOWN_LINE_COLOUR } from '../ui/review-list.ts';
import { SECONDARY_COLOUR } from '../ui/secondary-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { LINE_LEAST_CSS } from '../screens/review/review-type.ts';
import type { ReviewSnapshot } from '../screens/review/review-model.ts';

export class ReviewLine {
  private readonly text: Phaser.GameObjects.Text;
  private readonly aside: Phaser.GameObjects.Text | null;

  /** `legend`: the line says the gold rings' key (the key waits behind "?"); `aside`: the place under the chart, or null. */
  constructor(
    scene: Phaser.Scene,
    private readonly at: Rect,
    size: number,
    private readonly legend: boolean,
    private readonly asideAt: Rect | null,
  ) {
    this.text = scene.add.text(at.x, at.y, '', textStyle(size, THEME.text)).setWordWrapWidth(at.width, true);
    this.aside = asideAt
      ? scene.add
          .text(asideAt.x, asideAt.y, '', textStyle(size * 0.9, SECONDARY_COLOUR))
          .setWordWrapWidth(asideAt.width, true)
      : null;
  }

  show(shot: ReviewSnapshot): void {
    const aside = shot.chart.aside;
    if (this.aside && this.asideAt) {
      this.aside.setText(aside ?? '');
      fitBlock(this.aside, this.asideAt.width, this.asideAt.height, LINE_LEAST_CSS - 2);
    }
    // After the line, as many of its last lines as fit: why the chart disagrees, then the rings' key.
    const after = [this.aside ? null : aside, this.legend ? shot.legend : null].filter(
      (w): w is string => w !== null,
    );
    const { width, height } = this.at;
    for (let n = after.length; n >= 0; n--) {
      this.text.setText([shot.line.words, ...after.slice(0, n)].join('\n')).setColor(SHOWN_LINE_COLOUR);
      if (fitBlock(this.text, width, height, LINE_LEAST_CSS) <= height + 0.5) return;
    }
  }

  /** The line's words as drawn. */
  words(): string {
    return this.text.text;
  }
}
