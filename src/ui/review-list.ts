// The review's move list: a window of moves around the one shown, each with its player, its
// cost in points (whole points, "est." for an estimate) and its mark, coloured by how much it gave away; a tap
// on a row goes to that move. Rows not yet reviewed say so.

import type Phaser from 'phaser';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { markOf, type Mark } from '../ai/coach/marks.ts';
import type { Rect } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';

export const MARK_COLOURS: Record<Mark, string> = {
  best: '#7af0c0',
  good: THEME.text,
  inaccuracy: '#f4e07a',
  mistake: '#ffab5e',
  blunder: '#ff6a6a',
};

/** The cost as the list writes it in whole points: "−2", "−1 est." for an estimate, "best" for none. */
export function costText(review: MoveReview): string {
  if (review.cost <= 0) return review.exact ? 'best' : 'best est.';
  if (review.exact) return `−${review.cost}`;
  return review.cost < 0.5 ? '−<1 est.' : `−${Math.round(review.cost)} est.`;
}

export class ReviewList {
  private readonly rows: Phaser.GameObjects.Text[] = [];
  private first = 0;

  constructor(
    scene: Phaser.Scene, r: Rect, rowCount: number, u: number,
    private readonly moveCount: number,
    private readonly names: [string, string],
    go: (ply: number) => void,
  ) {
    const rowH = r.height / rowCount;
    for (let i = 0; i < rowCount; i++) {
      const row = scene.add.text(r.x + 8 * u, r.y + i * rowH + rowH / 2, '', textStyle(Math.min(17 * u, rowH * 0.62), THEME.text)).setOrigin(0, 0.5);
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
        return;
      }
      const mark = markOf(review.cost);
      const tail = mark === 'best' || mark === 'good' ? '' : `  ${mark}`;
      row.setText(`${head}   ${costText(review)}${tail}`).setColor(MARK_COLOURS[mark]);
      row.setFontStyle(index === current ? 'bold' : 'normal');
    });
  }
}
