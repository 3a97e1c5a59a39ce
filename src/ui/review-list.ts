// The review's move list: a window of moves around the one shown, each with its player, what it
// gave away in points (review-words.ts) and its mark, coloured by how much it gave away; a row too
// long for the list's width is shrunk to fit, never under the readable least. A tap on a row goes
// to that move. Rows not yet reviewed say so.

import type Phaser from 'phaser';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { markOf, type Mark } from '../ai/coach/marks.ts';
import type { Rect } from './board-geometry.ts';
import { minText, readable } from './readable.ts';
import { costText } from './review-words.ts';
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
  private first = 0;
  private readonly size: number;
  private readonly width: number;

  constructor(
    scene: Phaser.Scene, r: Rect, rowCount: number, u: number,
    private readonly moveCount: number,
    private readonly names: [string, string],
    go: (ply: number) => void,
  ) {
    const rowH = r.height / rowCount;
    this.size = readable(Math.min(17 * u, rowH * 0.62));
    this.width = r.width - 8 * u;
    for (let i = 0; i < rowCount; i++) {
      const row = scene.add.text(r.x + 8 * u, r.y + i * rowH + rowH / 2, '', textStyle(this.size, THEME.text)).setOrigin(0, 0.5);
      row.setInteractive({ useHandCursor: true });
      row.on('pointerup', () => go(this.first + i + 1));
      this.rows.push(row);
    }
  }

  /** Shows the rows around `ply` (the move shown is `ply − 1`), marking it. */
  show(ply: number, reviewed: (MoveReview | undefined)[], moves: string[]): void {
    const count = this.rows.length;
    const current = ply - 1;
    this.first = Math.max(0, Math.min(this.moveCount - count, current - Math.floor(count / 2)));
    this.rows.forEach((row, i) => {
      const index = this.first + i;
      if (index >= this.moveCount) {
        row.setText('').disableInteractive();
        return;
      }
      row.setInteractive({ useHandCursor: true });
      const review = reviewed[index];
      const who = this.names[index % 2]!;
      const head = `${index === current ? '▶ ' : '   '}${index + 1}. ${who} ${moves[index]}`;
      if (!review) {
        row.setText(`${head}   …`).setColor(THEME.textDim);
        this.fit(row);
        return;
      }
      const mark = markOf(review.cost);
      const named = mark === 'best' || mark === 'good' ? '' : `${mark}: `;
      row.setText(`${head}   ${named}${costText(review)}`).setColor(MARK_COLOURS[mark]);
      row.setFontStyle(index === current ? 'bold' : 'normal');
      this.fit(row);
    });
  }

  /** Shrinks a row's words to the list's width, down to the readable least. */
  private fit(row: Phaser.GameObjects.Text): void {
    row.setFontSize(this.size);
    if (row.width > this.width) row.setFontSize(Math.max(minText(), Math.floor((this.size * this.width) / row.width)));
  }
}
