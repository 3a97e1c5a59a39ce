// The History screen's Record and Ladder tabs, drawn into its scrolling window from the model's
// value: the record's totals with their sample sizes, streaks, best wins, puzzles, the adaptive
// level and a small chart of the last games. The Ladder tab is a map (history-ladder-map.ts).

import type Phaser from 'phaser';
import type { RecordValue } from '../screens/history/history-model.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { readable } from '../ui/readable.ts';
import { FADED_ALPHA, SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';

const WIN = 0x5fd39a;
const LOSS = 0xff7a59;

/** Lays text down the window, one block under another. */
class Column {
  y: number;
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly pane: ScrollPane,
    readonly x: number,
    private readonly width: number,
    private readonly u: number,
  ) {
    this.y = pane.top + 4 * u;
  }

  text(
    words: string,
    size: number,
    colour: string = THEME.text,
    bold = false,
    gapAfter = 6,
  ): Phaser.GameObjects.Text {
    const t = this.pane.add(
      this.scene.add.text(this.x, this.y, words, {
        ...textStyle(readable(size * this.u), colour, bold),
        wordWrap: { width: this.width, useAdvancedWrap: true },
      }),
    );
    this.y += t.height + gapAfter * this.u;
    return t;
  }

  /** A secondary line (secondary-text.ts): never under 13 CSS px, in the secondary colour. */
  secondary(words: string, size: number, gapAfter = 6): Phaser.GameObjects.Text {
    return this.text(
      words,
      secondaryFont(size, this.u, pixelRatio()) / this.u,
      SECONDARY_COLOUR,
      false,
      gapAfter,
    );
  }

  heading(words: string): void {
    this.y += 10 * this.u;
    this.text(words, 19, THEME.accentCss, true, 8);
  }

  /** A bold head over a dim line: one opponent, one board family, one step. */
  pair(head: string, line: string, dim = false): void {
    const h = this.text(head, 16, THEME.text, true, 2);
    const l = this.secondary(line, 14, 10);
    if (dim) [h, l].forEach((t) => t.setAlpha(FADED_ALPHA));
  }

  graphics(): Phaser.GameObjects.Graphics {
    return this.pane.add(this.scene.add.graphics());
  }

  get height(): number {
    return this.y - this.pane.top + 10 * this.u;
  }
}

export function drawRecord(
  scene: Phaser.Scene,
  pane: ScrollPane,
  r: RecordValue,
  width: number,
  u: number,
): void {
  const col = new Column(scene, pane, pane.camera.x + 8 * u, width - 16 * u, u);
  if (!r.any) col.secondary(HISTORY_WORDS.noRecord, 16);
  col.text(r.overall, 18, THEME.text, true, 4);
  col.secondary(r.streak, 15);
  if (r.sampleNote) col.secondary(r.sampleNote, 14);
  if (r.recent.length > 0) drawChart(col, r.recent, Math.min(width - 16 * u, 520 * u), u);
  if (r.byOpponent.length > 0) {
    col.heading('Against each opponent');
    for (const o of r.byOpponent) col.pair(o.head, o.line);
  }
  if (r.byFamily.length > 0) {
    col.heading('On each kind of board');
    for (const f of r.byFamily) col.pair(f.head, f.line);
  }
  if (r.bestWins.length > 0) {
    col.heading('Best wins');
    for (const w of r.bestWins) col.text(w, 15);
  }
  col.heading('Puzzles and Adaptive');
  col.text(r.puzzles, 15);
  col.text(r.adaptive, 15);
  pane.setHeight(col.height);
}

/** The last games as bars: a win up in green, a loss down in red, a draw a small grey mark. */
function drawChart(col: Column, recent: readonly (1 | 0 | -1)[], width: number, u: number): void {
  col.y += 6 * u;
  col.secondary(HISTORY_WORDS.chartTitle, 14, 4);
  const h = 64 * u;
  const g = col.graphics();
  const x0 = col.x;
  const mid = col.y + h / 2;
  const slot = width / 20;
  const bar = Math.max(3 * u, slot * 0.62);
  g.lineStyle(1 * u, 0x93b7c2, 0.5);
  g.lineBetween(x0, mid, x0 + width, mid);
  recent.forEach((r, i) => {
    const x = x0 + i * slot + (slot - bar) / 2;
    if (r === 1) g.fillStyle(WIN, 1).fillRect(x, mid - h / 2 + 2 * u, bar, h / 2 - 3 * u);
    else if (r === -1) g.fillStyle(LOSS, 1).fillRect(x, mid + 1 * u, bar, h / 2 - 3 * u);
    else g.fillStyle(0x93b7c2, 1).fillRect(x, mid - 3 * u, bar, 6 * u);
  });
  col.y += h + 8 * u;
}
