// The History screen's list of kept games, newest first: each row the game's final board (drawn by
// the board art), the opponent with the result and margin, the board and when. Only the rows in
// sight are drawn, so 200 games cost what ten do; a tapped row is chosen and opens under it what
// can be done with it (replay, review, retry its costliest move, share), in a thumb's reach of the
// tap. The band's buttons stand on the screen's own camera over a gap the list leaves for them, so
// they take the keyboard's focus and the screen readers' as every button does.

import { RECORD_LINE_CSS } from '../screens/history/record-type.ts';
import type Phaser from 'phaser';
import type { KeptGame } from '../game/game-history.ts';
import type { HistoryRow, HistoryValue } from '../screens/history/history-model.ts';
import { moodColour } from '../ui/results-title.ts';
import type { GameAction, HistoryScreen } from '../screens/history/history-screen.ts';
import { HISTORY_WORDS, rowLine } from '../screens/history/history-words.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { Button } from '../ui/button.ts';
import { keptGameThumbnail } from '../ui/kept-game-thumbnail.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { commonFontSize, readable } from '../ui/readable.ts';
import { metrics, minTouch, onItsSide, pixelRatio } from '../ui/screen.ts';
import { GamesPlaces, gamesRowHeight } from '../screens/history/games-rows.ts';
import { fitRowTitle } from '../screens/history/row-title.ts';
import { minText } from '../ui/device-pixels.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { dayHeadingHeight, drawDayHeading, drawGamesHead, drawRowMarks } from './history-games-head.ts';

/** The least width of a row, in design units, that shows the score at its right end. */
const WIDE_ROW = 560;

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
  /** The chosen game changed: its actions open under its row. */
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
  const rows = value.rows;
  const top = pane.top;
  const chosenAt = rows.findIndex((r) => r.id === screen.chosen);
  const actionH = Math.max(48 * u, minTouch(scene));
  const bandH = actionH + 12 * u;
  // The record in a few numbers over the rows, and each day's heading over its first row.
  const lead = rows.length > 0 ? drawGamesHead(scene, pane, value.head, { ...box, y: pane.top }, u) + gap : 0;
  const headH = dayHeadingHeight(u);
  const places = new GamesPlaces({
    ...{ rows: rows.length, rowHeight: rowH, gap, chosen: chosenAt, band: bandH, lead },
    ...{ heads: value.days.map((d) => d.at), headHeight: headH },
  });
  places
    .headingTops()
    .forEach((y, k) => drawDayHeading(scene, pane, value.days[k]!.label, box.x, pane.top + y, headH, u));
  pane.setHeight(places.height());
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
    const y = top + places.rowTop(i);
    const chosen = screen.chosen === row.id;
    const card = scene.add.graphics();
    const r = 12 * u;
    card.fillStyle(chosen ? THEME.panelLight : THEME.panel, chosen ? 1 : 0.85);
    // The chosen card's band of actions is filled by the band itself (drawn under its buttons).
    card.fillRoundedRect(box.x, y, box.width, rowH, chosen ? { tl: r, tr: r, bl: 0, br: 0 } : r);
    if (chosen) {
      card.lineStyle(2 * u, THEME.selectedEdge, 1);
      card.strokeRoundedRect(box.x, y, box.width, rowH + bandH, r);
    }
    const thumbX = box.x + 10 * u + thumb / 2;
    const image = scene.add.image(
      box.x + 10 * u + thumb / 2,
      y + rowH / 2,
      keptGameThumbnail(scene, game, on.marks),
    );
    image.setScale(Math.min(thumb / image.width, thumb / image.height));
    const textX = box.x + 20 * u + thumb;
    // A wide row (a tablet's, a desktop's) shows the final score at its right end, in the result's colour.
    const score = box.width >= WIDE_ROW * u ? scoreAtEnd(row, y, headSize) : null;
    const textW = (score ? score.x - score.width - 16 * u : box.x + box.width - 12 * u) - textX;
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
    // The result on the row's edge and under its picture, and the widest win's badge (history-games-head.ts).
    const marks = drawRowMarks(
      scene,
      row,
      row.id === value.head.bestWinId,
      {
        ...{ x: box.x, y, width: box.width, height: rowH, thumbX, thumb },
      },
      u,
    );
    return [card, ...marks.slice(0, 1), image, head, line, ...marks.slice(1), ...(score ? [score] : [])].map(
      (o) => pane.add(o),
    );
  };

  function scoreAtEnd(row: HistoryRow, y: number, headSize: number): Phaser.GameObjects.Text {
    return scene.add
      .text(
        box.x + box.width - 18 * u,
        y + rowH / 2,
        row.score,
        textStyle(headSize * 1.35, moodColour(row.mood), true),
      )
      .setOrigin(1, 0.5);
  }

  const band =
    chosenAt >= 0
      ? drawBand(
          scene,
          games[chosenAt]!,
          screen,
          { x: box.x, width: box.width, height: bandH },
          actionH,
          u,
          on,
        )
      : null;
  const bandAt = (offset: number) => {
    const y = pane.top + places.bandTop()! - offset;
    // Shown whole or not at all: the screen's camera does not clip to the list's window.
    band?.place(y, y >= pane.top - 1 && y + bandH <= pane.top + pane.camera.height + 1);
  };

  const scrolled = () => {
    const scroll = screen.scroll.games;
    bandAt(scroll.offset);
    const { first, last } = places.inSight(scroll.offset, pane.camera.height);
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
  // The chosen game's actions in sight with it, as a tap or an arrow key left them.
  if (chosenAt >= 0) pane.reveal(places.rowTop(chosenAt), rowH + bandH);
  scrolled();
  if (chosenAt < 0) drawFooter(scene, games, footer, u);

  return {
    tap: (y) => {
      const i = places.at(y);
      if (i === null || i === 'band') return;
      screen.choose(rows[i]!.id);
      on.chosen();
    },
    scrolled,
    move: (by) => {
      const i = screen.moveChoice(games, by);
      if (i === null) return;
      on.chosen();
    },
  };
}

/** How to choose a game, in the footer while none is chosen. */
function drawFooter(scene: Phaser.Scene, games: readonly KeptGame[], footer: Rect, u: number): void {
  if (games.length === 0) return;
  scene.add
    .text(footer.x + footer.width / 2, footer.y + footer.height / 2, HISTORY_WORDS.chooseGame, {
      ...textStyle(readable(15 * u), THEME.textDim),
      wordWrap: { width: footer.width },
      align: 'center',
    })
    .setOrigin(0.5);
}

/** The chosen game's actions in a band under its row: a fill and a row of buttons, moved as the list scrolls. */
function drawBand(
  scene: Phaser.Scene,
  game: KeptGame,
  screen: HistoryScreen,
  box: { x: number; width: number; height: number },
  buttonH: number,
  u: number,
  on: GamesActions,
): { place(y: number, shown: boolean): void } {
  const actions = screen.actions(game);
  const gap = 8 * u;
  const inner = box.width - 2 * gap;
  const w = (inner - gap * (actions.length - 1)) / actions.length;
  const font = commonFontSize(
    scene,
    actions.map((a) => a.label),
    w * 0.9,
    readable(17 * u),
  );
  const r = 12 * u;
  const fill = scene.add.graphics();
  fill.fillStyle(THEME.panelLight, 1);
  fill.fillRoundedRect(box.x, 0, box.width, box.height, { tl: 0, tr: 0, bl: r, br: r });
  const buttons = actions.map((a, i) =>
    new Button(scene, {
      id: a.id,
      label: a.label,
      x: box.x + gap + i * (w + gap) + w / 2,
      y: 0,
      width: w,
      height: buttonH,
      fontSize: font,
      primary: a.action === 'replay',
      tooltip: false,
      onClick: () => on.act(a.action, game),
    }).setEnabled(a.enabled),
  );
  return {
    place: (y, shown) => {
      fill.setY(y).setVisible(shown);
      for (const b of buttons) b.setY(y + box.height / 2 - 3 * u).setVisible(shown);
    },
  };
}
