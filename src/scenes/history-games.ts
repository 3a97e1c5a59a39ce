// The History screen's list of kept games, newest first: each row the game's final board (drawn by
// the board art), the opponent with the result and margin, the board and when. Only the rows in
// sight are drawn, so 200 games cost what ten do; a tapped row is chosen and the footer offers what
// can be done with it (replay, review, retry its costliest move, share).

import { RECORD_LINE_CSS } from '../screens/history/record-type.ts';
import type Phaser from 'phaser';
import type { KeptGame } from '../game/game-history.ts';
import type { HistoryValue } from '../screens/history/history-model.ts';
import type { GameAction, HistoryScreen } from '../screens/history/history-screen.ts';
import { HISTORY_WORDS, rowLine } from '../screens/history/history-words.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { Button } from '../ui/button.ts';
import { keptGameThumbnail } from '../ui/kept-game-thumbnail.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { commonFontSize, readable } from '../ui/readable.ts';
import { metrics, minTouch, onItsSide, pixelRatio } from '../ui/screen.ts';
import { gamesRowHeight } from '../screens/history/games-rows.ts';
import { fitRowTitle } from '../screens/history/row-title.ts';
import { minText } from '../ui/device-pixels.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';

export interface GamesList {
  /** A tap at `y` in the list. */
  tap(y: number): void;
  /** The list moved: draws the rows come into sight. */
  scrolled(): void;
  /** An arrow key: the chosen game moves up or down the list. */
  move(by: number): void;
}

export interface GamesActions {
  act(action: GameAction, game: KeptGame): void;
  /** The chosen game changed: the footer shows its actions. */
  chosen(): void;
  /** The colour-blind marks on the pictures' cells (the setting). */
  marks: boolean;
}

export function drawGames(
  scene: Phaser.Scene,
  pane: ScrollPane,
  value: HistoryValue,
  games: readonly KeptGame[],
  screen: HistoryScreen,
  footer: Rect,
  u: number,
  on: GamesActions,
): GamesList {
  const box = { x: pane.camera.x, width: pane.camera.width };
  const gap = 8 * u;
  const shape = metrics(scene);
  const rowH = gamesRowHeight({
    base: Math.max(76 * u, minTouch(scene) + 20 * u),
    window: pane.camera.height,
    gap,
    wide: !shape.portrait && !onItsSide(shape, pixelRatio()),
  });
  const step = rowH + gap;
  const rows = value.rows;
  const top = pane.top;
  pane.setHeight(rows.length * step);
  const drawn = new Map<number, Phaser.GameObjects.GameObject[]>();
  const thumb = rowH - 14 * u;
  // The words grow a little with a grown row (a tablet's, a desktop's).
  const grown = rowH / Math.max(76 * u, minTouch(scene) + 20 * u);
  const headSize = readable(17 * u * Math.sqrt(grown));
  // The line under a title at the Record's 14 CSS px (record-type.ts), where it fits whole.
  const lineSize = Math.max(14 * u * Math.sqrt(grown), RECORD_LINE_CSS * pixelRatio());

  const drawRow = (i: number): Phaser.GameObjects.GameObject[] => {
    const row = rows[i]!;
    const game = games[i]!;
    const y = top + i * step;
    const chosen = screen.chosen === row.id;
    const card = scene.add.graphics();
    card.fillStyle(chosen ? THEME.panelLight : THEME.panel, chosen ? 1 : 0.85);
    card.fillRoundedRect(box.x, y, box.width, rowH, 12 * u);
    if (chosen) {
      card.lineStyle(2 * u, THEME.selectedEdge, 1);
      card.strokeRoundedRect(box.x, y, box.width, rowH, 12 * u);
    }
    const image = scene.add.image(
      box.x + 10 * u + thumb / 2,
      y + rowH / 2,
      keptGameThumbnail(scene, game, on.marks),
    );
    image.setScale(Math.min(thumb / image.width, thumb / image.height));
    const textX = box.x + 20 * u + thumb;
    const textW = box.x + box.width - 12 * u - textX;
    const head = scene.add.text(textX, 0, '', textStyle(headSize, THEME.text, true));
    const widthAt = (text: string, size: number) => head.setFontSize(size).setText(text).width;
    // Two lines where the row holds them with the line under: a title is not cut with room to spare.
    const lines = rowH >= 2.4 * headSize + 1.2 * lineSize + 12 * u ? 2 : 1;
    const title = `${row.opponent} · ${row.result}`;
    const fit = fitRowTitle({ words: title, room: textW, lines, size: headSize, least: minText(), widthAt });
    head.setFontSize(fit.size).setText(fit.lines.join('\n'));
    if (fit.lines.length === 1) cutToWidth(head, textW);
    const line = scene.add.text(textX, 0, '', textStyle(lineSize, THEME.textDim));
    const lineFit = fitRowTitle({
      words: rowLine(row),
      room: textW,
      lines: lines === 2 && fit.lines.length === 1 ? 2 : 1,
      size: lineSize,
      least: minText(),
      widthAt: (text, size) => line.setFontSize(size).setText(text).width,
      splitAt: 'last',
    });
    line.setFontSize(lineFit.size).setText(lineFit.lines.join('\n'));
    if (lineFit.lines.length === 1) cutToWidth(line, textW);
    const both = head.height + line.height + 2 * u;
    head.setY(y + (rowH - both) / 2);
    line.setY(head.y + head.height + 2 * u);
    return [card, image, head, line].map((o) => pane.add(o));
  };

  const scrolled = () => {
    const { first, last } = screen.scroll.games.inSight(rows.length, step);
    for (const [i, objects] of drawn) {
      if (i >= first && i < last) continue;
      for (const o of objects) pane.remove(o);
      drawn.delete(i);
    }
    for (let i = first; i < last; i++) if (!drawn.has(i)) drawn.set(i, drawRow(i));
  };

  if (rows.length === 0) {
    pane.add(
      scene.add
        .text(box.x + box.width / 2, top + 30 * u, value.empty, {
          ...textStyle(readable(17 * u), THEME.textDim),
          wordWrap: { width: box.width - 40 * u },
          align: 'center',
        })
        .setOrigin(0.5, 0),
    );
  }
  scrolled();
  drawFooter(scene, games, screen, footer, u, on);

  return {
    tap: (y) => {
      const i = Math.floor(y / step);
      if (i < 0 || i >= rows.length || y - i * step > rowH) return;
      screen.choose(rows[i]!.id);
      on.chosen();
    },
    scrolled,
    move: (by) => {
      const i = screen.moveChoice(games, by);
      if (i === null) return;
      pane.reveal(i * step, rowH);
      on.chosen();
    },
  };
}

/** The chosen game's actions, or how to choose one. */
function drawFooter(
  scene: Phaser.Scene,
  games: readonly KeptGame[],
  screen: HistoryScreen,
  footer: Rect,
  u: number,
  on: GamesActions,
): void {
  const game = games.find((g) => g.id === screen.chosen);
  if (!game) {
    if (games.length === 0) return;
    scene.add
      .text(footer.x + footer.width / 2, footer.y + footer.height / 2, HISTORY_WORDS.chooseGame, {
        ...textStyle(readable(15 * u), THEME.textDim),
        wordWrap: { width: footer.width },
        align: 'center',
      })
      .setOrigin(0.5);
    return;
  }
  const actions = screen.actions(game);
  const gap = 8 * u;
  const w = (footer.width - gap * (actions.length - 1)) / actions.length;
  const font = commonFontSize(
    scene,
    actions.map((a) => a.label),
    w * 0.9,
    readable(17 * u),
  );
  actions.forEach((a, i) => {
    new Button(scene, {
      id: a.id,
      label: a.label,
      x: footer.x + i * (w + gap) + w / 2,
      y: footer.y + footer.height / 2,
      width: w,
      height: footer.height,
      fontSize: font,
      primary: a.action === 'replay',
      tooltip: false,
      onClick: () => on.act(a.action, game),
    }).setEnabled(a.enabled);
  });
}
