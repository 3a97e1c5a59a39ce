// The History screen's Record tab, drawn into its scrolling window from the model's scoreboard
// (screens/history/record-figures.ts): a row of big numbers on glass tiles, the last games as a
// small chart, one compact row per opponent and per kind of board (name, a split bar of wins,
// draws and losses, the sample and the rate), the puzzles' numbers, the best wins and the
// adaptive level. The Ladder tab is a map (history-ladder-map.ts).

import type Phaser from 'phaser';
import type { RecordValue } from '../screens/history/history-model.ts';
import { barsHeading, CHART_WORDS, FIGURE_WORDS, HISTORY_WORDS } from '../screens/history/history-words.ts';
import type { Figure, RecordRow } from '../screens/history/record-figures.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { readable } from '../ui/readable.ts';
import { SECONDARY_COLOUR } from '../ui/secondary-text.ts';
import {
  notesLine,
  notesUnder,
  puzzlesColumn,
  recordType,
  tileWidth,
  type RecordType,
} from '../screens/history/record-type.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { recordBarParts, recordBarWords, stripes, type BarWords } from '../screens/history/record-bar.ts';
import { THEME, textStyle } from '../ui/theme.ts';

const WIN = 0x5fd39a;
const DRAW = 0x93b7c2;
const LOSS = 0xff7a59;

/** Lays the record down the window, one block under another. */
class Column {
  y: number;
  readonly type: RecordType;
  constructor(
    readonly scene: Phaser.Scene,
    readonly pane: ScrollPane,
    readonly x: number,
    readonly width: number,
    readonly u: number,
  ) {
    this.y = pane.top + 4 * u;
    this.type = recordType(u, pixelRatio());
  }

  add<T extends Phaser.GameObjects.GameObject>(o: T): T {
    return this.pane.add(o);
  }

  /** A secondary line (never under 14 CSS px: record-type.ts). */
  small(x: number, y: number, words: string, wrap?: number) {
    return this.add(
      this.scene.add.text(x, y, words, {
        ...textStyle(this.type.line, SECONDARY_COLOUR),
        ...(wrap ? { wordWrap: { width: wrap, useAdvancedWrap: true } } : {}),
      }),
    );
  }

  heading(words: string): void {
    this.y += 14 * this.u;
    const t = this.add(
      this.scene.add.text(this.x, this.y, words, textStyle(this.type.heading, THEME.accentCss, true)),
    );
    this.y += t.height + 6 * this.u;
  }

  graphics(): Phaser.GameObjects.Graphics {
    return this.add(this.scene.add.graphics());
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
  marks: boolean,
): void {
  const left = pane.camera.x + 8 * u;
  const inner = width - 16 * u;
  // A wide window (a phone on its side) holds two columns: the numbers and the chart at the left,
  // the rows beside them, so the record reads in one screen; elsewhere one column.
  const two = inner >= 2 * 480 * u;
  const half = (inner - 24 * u) / 2;
  const col = new Column(scene, pane, left, two ? half : inner, u);
  const rest = two ? new Column(scene, pane, left + half + 24 * u, half, u) : col;
  const f = r.figures;
  if (!r.any) {
    const t = col.small(col.x, col.y, HISTORY_WORDS.noRecord, col.width);
    col.y += t.height + 8 * u;
  }
  tiles(col, f.totals);
  // The win rate still to come, said small under the numbers.
  if (f.rateLater) {
    const t = col.small(col.x, col.y - 2 * u, f.rateLater, col.width);
    col.y = t.y + t.height + 8 * u;
  }
  if (f.biggestWin) {
    const t = col.add(
      scene.add.text(col.x, col.y, f.biggestWin, {
        ...textStyle(col.type.line, THEME.text, true),
        wordWrap: { width: col.width, useAdvancedWrap: true },
      }),
    );
    col.y += t.height + 4 * u;
  }
  // The first games: the ladder's next step and its stars, something to aim at before the rates.
  if (r.early) {
    col.heading(r.early.heading);
    const line = col.add(
      scene.add.text(col.x, col.y, r.early.ladder, {
        ...textStyle(col.type.line, THEME.text, true),
        wordWrap: { width: col.width, useAdvancedWrap: true },
      }),
    );
    col.y += line.height + 4 * u;
    if (r.early.stars) {
      const stars = col.small(col.x, col.y, r.early.stars, col.width);
      col.y = stars.y + stars.height + 6 * u;
    }
  }
  if (f.chart) drawChart(col, f.recentTitle, r.recent, Math.min(col.width, 700 * u));
  else if (r.recent.length > 0) {
    const t = col.small(col.x, col.y + 10 * u, f.recentTitle, col.width);
    col.y = t.y + t.height + 8 * u;
  }
  if (two) rest.y -= 14 * u;
  // Every bar says its parts alike: "1 drawn" where all fit, else the counts, the headings naming the order.
  const say = barWords(rest, [...f.opponents, ...f.boards]);
  if (f.opponents.length > 0) {
    rest.heading(barsHeading(FIGURE_WORDS.opponents, say));
    rows(rest, f.opponents, marks, say);
  }
  if (f.boards.length > 0) {
    rest.heading(barsHeading(FIGURE_WORDS.boards, say));
    rows(rest, f.boards, marks, say);
  }
  // The best wins under the rows; where there are two columns, the puzzles under the shorter.
  if (f.bestWins.length > 0) {
    rest.heading(FIGURE_WORDS.bestWins);
    for (const w of f.bestWins) {
      const a = rest.add(
        rest.scene.add.text(rest.x, rest.y, w.result, textStyle(rest.type.name, THEME.text, true)),
      );
      const b = rest.small(rest.x + a.width + 10 * u, rest.y + a.height * 0.08, w.where);
      if (b.x + b.width > rest.x + rest.width) {
        b.setPosition(rest.x, a.y + a.height);
        rest.y = b.y + b.height + 6 * u;
      } else rest.y += Math.max(a.height, b.height) + 6 * u;
    }
  }
  const puzzles = two && puzzlesColumn(col.y, rest.y) === 'left' ? col : rest;
  puzzles.heading(FIGURE_WORDS.puzzlesHead);
  tiles(puzzles, f.puzzles, f.totals.length);
  const adaptive = puzzles.small(puzzles.x, puzzles.y, r.adaptive, puzzles.width);
  puzzles.y += adaptive.height;
  pane.setHeight(Math.max(col.height, rest.height));
}

/** Big numbers on glass tiles, side by side across the column, each as wide as one of `across` would be. */
function tiles(col: Column, figures: readonly Figure[], across = figures.length): void {
  const { u } = col;
  const gap = 8 * u;
  const each = tileWidth(col.width, across, u);
  // A tile too narrow for its note (a phone's fifth of the width) gives it to a line under the tiles.
  const under = notesUnder(each, pixelRatio());
  // The glass goes under the words, so it is drawn first and sized once they are.
  const g = col.graphics();
  const top = col.y;
  let bottom = top;
  figures.forEach((fig, i) => {
    const x = col.x + i * (each + gap);
    const v = col.add(
      col.scene.add.text(
        x + each / 2,
        top + 6 * u,
        fig.value,
        textStyle(col.type.value, fig.pending ? THEME.textDim : THEME.accentCss, true),
      ),
    );
    v.setOrigin(0.5, 0);
    const numberFoot = v.y + v.height;
    // A word waiting for its number ("soon") sits smaller in the number's place, the labels level with the rest.
    if (fig.pending) v.setScale(0.6).setY(v.y + (v.height * 0.4) / 2);
    const noted = fig.note !== null && !under;
    const label = col.add(
      col.scene.add
        .text(x + each / 2, numberFoot, noted ? `${fig.label}\n${fig.note}` : fig.label, {
          ...textStyle(col.type.label, noted ? SECONDARY_COLOUR : THEME.text),
          align: 'center',
          wordWrap: { width: each - 8 * u, useAdvancedWrap: true },
        })
        .setOrigin(0.5, 0),
    );
    bottom = Math.max(bottom, label.y + label.height + 8 * u);
  });
  // Flat tiles, a shade under the page: figures to read, not glass buttons to press (the
  // bevelled tiles looked like buttons that did nothing).
  figures.forEach((_, i) => {
    g.fillStyle(0x06161c, 0.45).fillRoundedRect(col.x + i * (each + gap), top, each, bottom - top, 10 * u);
  });
  col.y = bottom + 8 * u;
  const notes = under ? notesLine(figures) : null;
  if (notes) {
    const t = col.small(col.x, col.y - 2 * u, notes, col.width);
    col.y = t.y + t.height + 8 * u;
  }
}

/** Where a row's bar stands in `col`: after the name; on a wide screen it stops at a reading width and its games follow it. */
function barPlace(col: Column): { barX: number; barW: number; right: number } {
  const { u } = col;
  const nameW = Math.min(col.width * 0.28, 130 * u);
  const rightW = Math.min(col.width * 0.3, 150 * u);
  const barX = col.x + nameW + 8 * u;
  const barW = Math.min(col.width - nameW - rightW - 16 * u, 420 * u);
  return { barX, barW, right: barX + barW + 8 * u + rightW };
}

const barStyle = (u: number) => textStyle(readable(13 * u), '#06141a', true);

/** How every bar in `col` says its parts (record-bar.ts recordBarWords). */
function barWords(col: Column, list: readonly RecordRow[]): BarWords {
  const probe = col.scene.add.text(0, 0, '', barStyle(col.u)).setVisible(false);
  const say = recordBarWords(list, barPlace(col).barW, (w) => probe.setText(w).width, 2 * col.u);
  probe.destroy();
  return say;
}

/**
 * Compact rows: the name, a bar split into wins, draws and losses (each count in its part; with the
 * colour-blind marks on, "3 won" where it fits and the losses striped: record-bar.ts), the games and the rate.
 */
function rows(col: Column, list: readonly RecordRow[], marks: boolean, say: BarWords): void {
  const { u } = col;
  const { barX, barW, right } = barPlace(col);
  const g = col.graphics();
  for (const row of list) {
    const name = col.add(
      col.scene.add.text(col.x, col.y, row.name, textStyle(col.type.name, THEME.text, true)),
    );
    const h = Math.max(name.height, 24 * u);
    name.setY(col.y + (h - name.height) / 2);
    const barH = Math.max(18 * u, readable(13 * u) * 1.3);
    const barY = col.y + (h - barH) / 2;
    const colour = { won: WIN, drawn: DRAW, lost: LOSS } as const;
    const style = barStyle(u);
    const probe = col.scene.add.text(0, 0, '', style).setVisible(false);
    const parts = recordBarParts(row, barX, barW, marks, (w) => probe.setText(w).width, 2 * u, say);
    probe.destroy();
    g.fillStyle(0x0a1a20, 0.8).fillRoundedRect(barX, barY, barW, barH, barH / 2);
    for (const part of parts) {
      g.fillStyle(colour[part.kind], 1).fillRect(part.x, barY, part.width, barH);
      if (part.striped) {
        g.lineStyle(2 * u, 0x06141a, 0.55);
        for (const [x0, y0, x1, y1] of stripes(
          { x: part.x, y: barY, width: part.width, height: barH },
          7 * u,
        ))
          g.lineBetween(x0, y0, x1, y1);
      }
      if (part.words === null) continue;
      // Over the stripes, the words stand on a band of the part's own colour.
      const label = col.add(
        col.scene.add.text(part.x + part.width / 2, barY + barH / 2, part.words, style).setOrigin(0.5),
      );
      if (part.striped)
        g.fillStyle(colour[part.kind], 1).fillRect(
          label.x - label.width / 2 - 2 * u,
          barY + 2 * u,
          label.width + 4 * u,
          barH - 4 * u,
        );
    }
    const games = col.small(right, col.y + h / 2, row.games);
    games.setOrigin(1, 0.5);
    col.y += h + 8 * u;
  }
}

/**
 * The last games as bars, the latest at the right: a win up in green, a loss down in red, a draw a
 * small grey mark; "Won" and "Lost" say which way is which, "‹ older" and "latest ›" which end is now.
 */
function drawChart(col: Column, title: string, recent: readonly (1 | 0 | -1)[], width: number): void {
  const { u } = col;
  col.y += 10 * u;
  const t = col.small(col.x, col.y, title);
  col.y += t.height + 4 * u;
  const h = 60 * u;
  const g = col.graphics();
  const mid = col.y + h / 2;
  const style = (colour: number) =>
    textStyle(col.type.line, `#${colour.toString(16).padStart(6, '0')}`, true);
  const won = col.add(col.scene.add.text(col.x, mid - 2 * u, CHART_WORDS.won, style(WIN)).setOrigin(0, 1));
  const lost = col.add(col.scene.add.text(col.x, mid + 2 * u, CHART_WORDS.lost, style(LOSS)).setOrigin(0, 0));
  const gutter = Math.max(won.width, lost.width) + 10 * u;
  const x0 = col.x + gutter;
  const span = width - gutter;
  const slot = span / 20;
  const bar = Math.max(3 * u, slot * 0.62);
  g.lineStyle(1 * u, DRAW, 0.5);
  g.lineBetween(x0, mid, x0 + span, mid);
  recent.forEach((r, i) => {
    const x = x0 + span - (recent.length - i) * slot + (slot - bar) / 2;
    if (r === 1) g.fillStyle(WIN, 1).fillRoundedRect(x, mid - h / 2 + 2 * u, bar, h / 2 - 3 * u, 2 * u);
    else if (r === -1) g.fillStyle(LOSS, 1).fillRoundedRect(x, mid + 1 * u, bar, h / 2 - 3 * u, 2 * u);
    else g.fillStyle(DRAW, 1).fillRect(x, mid - 3 * u, bar, 6 * u);
  });
  col.y += h + 2 * u;
  const older = col.small(x0, col.y, CHART_WORDS.older);
  col.small(x0 + span, col.y, CHART_WORDS.latest).setOrigin(1, 0);
  col.y += older.height + 4 * u;
}
