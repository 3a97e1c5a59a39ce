// The review's move list: the review model's window of moves around the one shown (its words:
// player, what it gave away, its mark), coloured by how much it gave away; a row too long for the
// list's width is shrunk to fit, never under the readable least. A tap on a row goes to that move.

import type Phaser from 'phaser';
import type { Mark } from '../ai/coach/marks.ts';
import type { ReviewRow } from '../screens/review/review-model.ts';
import type { Rect } from './board-geometry.ts';
import { minText, readable } from './readable.ts';
import { THEME, textStyle } from './theme.ts';

export const MARK_COLOURS: Record<Mark, string> = {
  best: '#7af0c0',
  good: THEME.text,
  inaccuracy: '#f4e07a',
  mistake: '#ffab5e',
  blunder: '#ff6a6a',
};

export class ReviewList {
  private readonly rows: Phaser.GameObjects.Text[] = [];
  /** The move each row goes to when tapped (its index from 0), or −1 for an empty row. */
  private readonly shownIndex: number[] = [];
  private readonly size: number;
  private readonly width: number;

  constructor(scene: Phaser.Scene, r: Rect, rowCount: number, u: number, go: (ply: number) => void) {
    const rowH = r.height / rowCount;
    this.size = readable(Math.min(17 * u, rowH * 0.62));
    this.width = r.width - 8 * u;
    for (let i = 0; i < rowCount; i++) {
      const row = scene.add
        .text(r.x + 8 * u, r.y + i * rowH + rowH / 2, '', textStyle(this.size, THEME.text))
        .setOrigin(0, 0.5);
      row.setInteractive({ useHandCursor: true });
      row.on('pointerup', () => {
        if (this.shownIndex[i]! >= 0) go(this.shownIndex[i]! + 1);
      });
      this.rows.push(row);
      this.shownIndex.push(-1);
    }
  }

  /** Shows the review model's rows (ReviewModel.rows), one per list row; the rest stay empty. */
  show(rows: readonly ReviewRow[]): void {
    this.rows.forEach((row, i) => {
      const shown = rows[i];
      this.shownIndex[i] = shown ? shown.index : -1;
      if (!shown) {
        row.setText('').disableInteractive();
        return;
      }
      row.setInteractive({ useHandCursor: true });
      row.setText(shown.words).setColor(shown.mark ? MARK_COLOURS[shown.mark] : THEME.textDim);
      if (shown.mark) row.setFontStyle(shown.current ? 'bold' : 'normal');
      this.fit(row);
    });
  }

  /** Shrinks a row's words to the list's width, down to the readable least. */
  private fit(row: Phaser.GameObjects.Text): void {
    row.setFontSize(this.size);
    if (row.width > this.width)
      row.setFontSize(Math.max(minText(), Math.floor((this.size * this.width) / row.width)));
  }
}
