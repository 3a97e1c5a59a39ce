// The review's move list: the review model's window of moves around the one shown (its words:
// player, what it gave away, its mark), coloured by how much it gave away; a row too long for the
// list's width is shrunk to fit, never under the readable least. A tap on a row goes to that move.
// Upright (`across`) the rows stand side by side, a strip of moves a finger high: each the move
// alone ("33. You g6") in its mover's colour with the points a weak one gave away ("−12"), so a red row is never
// read as a blue player's, the shown one in the middle on a lighter ground, its words on one line,
// a little smaller where needed (review-phone.ts's stripChipFit), wrapped only rather than shrunk
// under 14 CSS px.

import type Phaser from 'phaser';
import type { Mark } from '../ai/coach/marks.ts';
import type { ReviewRow } from '../screens/review/review-model.ts';
import type { Rect } from './board-geometry.ts';
import { minText, readable } from './readable.ts';
import { pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';
import { markSign } from '../words/review-words.ts';
import { stripChipFit } from '../screens/review/review-phone.ts';

export const MARK_COLOURS: Record<Mark, string> = {
  best: '#7af0c0',
  good: THEME.text,
  inaccuracy: '#f4e07a',
  mistake: '#ffab5e',
  blunder: '#ff6a6a',
};

/**
 * The review's shown move's line, straight on the lab: the page's text colour whatever its mark (the
 * marks' warm colours fall under 4.5:1 where a drifting cell lights the lab; the mark is said in its
 * words and coloured on its chip in the list).
 */
export const SHOWN_LINE_COLOUR = THEME.text;

/** The least size of a strip cell's words, in CSS px. */
const STRIP_LEAST_CSS = 14;

export class ReviewList {
  private readonly rows: Phaser.GameObjects.Text[] = [];
  /** The move each row goes to when tapped (its index from 0), or −1 for an empty row. */
  private readonly shownIndex: number[] = [];
  /** Across: each cell's ground, lit under the move shown. */
  private readonly grounds: Phaser.GameObjects.Image[] = [];
  private readonly size: number;
  private readonly width: number;

  constructor(
    scene: Phaser.Scene,
    r: Rect,
    rowCount: number,
    u: number,
    go: (ply: number) => void,
    private readonly across = false,
    /** Each player's colour, as CSS, for the strip's moves. */
    private readonly movers: readonly [string, string] = [THEME.text, THEME.text],
  ) {
    const rowH = across ? r.height : r.height / rowCount;
    const cellW = across ? (r.width - (rowCount - 1) * 6 * u) / rowCount : r.width;
    this.size = across
      ? Math.max(Math.min(17 * u, rowH * 0.4), STRIP_LEAST_CSS * pixelRatio())
      : readable(Math.min(17 * u, rowH * 0.62));
    this.width = across ? cellW - 10 * u : r.width - 8 * u;
    for (let i = 0; i < rowCount; i++) {
      const cx = r.x + i * (cellW + 6 * u) + cellW / 2;
      if (across) {
        const ground = (fill: number) =>
          roundedRectTexture(scene, {
            width: cellW,
            height: rowH,
            radius: 10 * u,
            fill,
            stroke: THEME.panelEdge,
            strokeWidth: 1 * u,
            strokeAlpha: 0.5,
          });
        const image = scene.add.image(cx, r.y + rowH / 2, ground(THEME.panel));
        image.setData('grounds', [ground(THEME.panel), ground(THEME.panelLight)]);
        this.grounds.push(image);
      }
      const row = across
        ? scene.add
            .text(cx, r.y + rowH / 2, '', textStyle(this.size, THEME.text))
            .setOrigin(0.5, 0.5)
            .setAlign('center')
        : scene.add
            .text(r.x + 8 * u, r.y + i * rowH + rowH / 2, '', textStyle(this.size, THEME.text))
            .setOrigin(0, 0.5);
      // Across, the whole cell is the touch area, not just its words.
      const target = across ? this.grounds[i]! : row;
      target.setInteractive({ useHandCursor: true });
      target.on('pointerup', () => {
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
      const ground = this.grounds[i];
      if (ground) {
        const [plain, lit] = ground.getData('grounds') as [string, string];
        ground.setTexture(shown?.current ? lit : plain).setVisible(!!shown);
      }
      const target = ground ?? row;
      if (!shown) {
        row.setText('');
        target.disableInteractive();
        return;
      }
      target.setInteractive({ useHandCursor: true });
      row.setText(this.across ? `${shown.short}${markSign(shown.mark, shown.cost)}` : shown.words);
      row.setColor(
        this.across ? this.movers[shown.mover] : shown.mark ? MARK_COLOURS[shown.mark] : THEME.textDim,
      );
      if (shown.mark || this.across) row.setFontStyle(shown.current ? 'bold' : 'normal');
      this.fit(row);
    });
  }

  /** Shrinks a row's words to the list's width, down to the readable least; across, to 14 CSS px, then wraps them. */
  private fit(row: Phaser.GameObjects.Text): void {
    row.setFontSize(this.size);
    if (this.across) {
      row.setWordWrapWidth(null);
      const fit = stripChipFit(
        row.text,
        this.width,
        this.size,
        Math.min(this.size, STRIP_LEAST_CSS * pixelRatio()),
        (words, size) => row.setFontSize(size).setText(words).width,
      );
      row.setFontSize(fit.size);
      if (fit.wrap) row.setWordWrapWidth(this.width, true);
      return;
    }
    if (row.width > this.width)
      row.setFontSize(Math.max(minText(), Math.floor((this.size * this.width) / row.width)));
  }
}
