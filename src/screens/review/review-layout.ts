// Where the review's parts stand, without Phaser: the board and its slider with Prev and Next,
// the progress line beside the title (along the top on a phone on its side), the side column
// with the shown move's line, the key, the chart, the list and the buttons, and the Menu (in the
// buttons' row where the side has room for three, else a word button in the title's row). On a
// phone on its side the board takes the screen's whole height at its left: the title, the progress
// and the score run along the side column's top, Prev and Next stand either side of the strip of
// moves, and the chart (dragged) takes the slider's place. The scene measures its title and the
// screen; this says where everything goes, in game pixels (upright: review-upright.ts).

import { reviewType } from './review-type.ts';
import { onItsSide } from '../screen-shape.ts';
import { chartHeightFor } from '../../ui/chart-axis.ts';
import type { Box, ReviewLayout, ReviewScreen } from './review-boxes.ts';
import { uprightLayout } from './review-upright.ts';
import { STRIP_CELLS } from './review-phone.ts';

/** The least height of the chart's plot, in CSS px: a compact graph still read at a glance (lichess's is about 50). */
export const LEAST_PLOT_CSS = 48;
/**
 * On a phone on its side, the plot's least height: at about 30 px its "You win" sat on the bars and
 * the other side's label found no room (844×390); 60 keeps both clear of the bars.
 */
export const SIDE_PLOT_CSS = 60;

export type { Box, ReviewLayout, ReviewScreen } from './review-boxes.ts';

/** A button's box: its centre at (x, y), as buttons are placed. */
const centred = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

export function reviewLayout(s: ReviewScreen): ReviewLayout {
  const { u, width, height, portrait, touch } = s;
  const type = reviewType(u, s.dpr, portrait);
  const pad = 16 * u;
  const buttonH = Math.max(50 * u, touch);
  const sliderH = Math.max(40 * u, touch);
  // A phone on its side has no room beside the title in the board's column: the progress line
  // runs along the top, at the review's text size, and the side column starts under it.
  const acrossTop = onItsSide({ height, portrait }, s.dpr);
  /** The score line's height: 18u bold, never under the readable floor. */
  const scoreLineH = type.score * 1.3;
  // The side column starts under the score line too, which takes the screen's width (the shown
  // move's line ran into "move 42 of 42" at 844×390).
  // On its side the title's row holds the key moment's button, a finger high: the score line under it.
  const scoreDown = acrossTop ? Math.max(40 * u, touch + 14 * u) : 40 * u;
  const sideTop = acrossTop ? Math.max(pad + s.title.height, pad + scoreDown + scoreLineH) + 4 * u : pad;
  // The chart's least height: its heading, a plot LEAST_PLOT_CSS tall, the move numbers under it.
  const leastChart = (w: number) =>
    Math.max(
      80 * u,
      chartHeightFor(
        (acrossTop ? SIDE_PLOT_CSS : LEAST_PLOT_CSS) * s.dpr,
        s.chartHeading(w),
        s.chartLabel,
        u,
      ),
    );
  if (portrait) return uprightLayout(s, leastChart);
  const turnH = Math.max(touch, 40 * u);
  const boardTop = pad + 64 * u;
  // Beside the board, the side column: the line, the key, the chart, "Where it turned", the list
  // and the buttons. On its side the board is as tall as the screen, as wide as that makes it.
  const boardW = acrossTop
    ? sideBoardWidth(s, pad)
    : Math.min(height - 2 * pad - sliderH - 64 * u, width * 0.5);
  const board: Box = acrossTop
    ? { x: pad, y: pad, width: boardW, height: height - 2 * pad }
    : { x: pad, y: boardTop, width: boardW, height: height - 2 * pad - 64 * u - sliderH };
  const side: Box = {
    x: pad + boardW + 24 * u,
    y: sideTop,
    width: width - boardW - 40 * u - pad,
    height: height - pad - sideTop,
  };
  // Landscape, the side column starts at the top: the line keeps to the board's column, off the move's words.
  // On its side the title starts the side column's top; else it stands over the board.
  const title = { x: acrossTop ? side.x : pad, y: pad };
  const progress = {
    x: title.x + s.title.width + 16 * u,
    y: pad + 8 * u,
    right: acrossTop ? width - pad : side.x - 12 * u,
    size: type.progress,
    small: type.progressSmall,
    top: pad,
    height: s.title.height,
  };
  // Menu, named as every other Menu is: at the end of the buttons' row where the side column has
  // room for three; else as a short word button at the end of the title's row (an icon alone
  // there is not read as the way to the menu).
  const inRow = side.width >= 560 * u;
  let menuInTitle: Box | null = null;
  if (!inRow) {
    const menuW = Math.max(touch, 76 * u);
    menuInTitle = centred(
      progress.right - menuW / 2,
      Math.max(touch / 2 + 4 * u, pad + s.title.height / 2),
      menuW,
      touch,
    );
    progress.right -= menuW + 12 * u;
  }
  const scoreY = pad + scoreDown;
  const beside = acrossTop ? width - pad : side.x - 12 * u;
  const scoreRight =
    menuInTitle && menuInTitle.y + menuInTitle.height / 2 > scoreY
      ? Math.min(beside, menuInTitle.x - menuInTitle.width / 2 - 8 * u)
      : beside;
  const stepW = Math.max(64 * u, touch);
  const sliderY = board.y + board.height + 4 * u;
  // On its side Prev and Next stand either side of the strip of moves.
  const stripIn = acrossTop ? stepW + 6 * u : 0;
  // The side: what the shown move cost, the key, the chart, the list, the buttons.
  let y = acrossTop ? side.y : side.y + 8 * u;
  // Two lines of the shown move's words at their size (15 CSS px at least), however small the unit,
  // as drawn: a line of text stands 1.6 times its size (at 1.25 the key ran under the second line).
  // On its side the column is narrow: a costly move's two sentences take four drawn lines (about 1.2
  // their size each, so 3.5 of the 1.6 kept a line), and the key
  // waits behind "?" beside "Where it turned" to give them its room.
  const lineH = Math.max(46 * u, type.line * 1.6 * (acrossTop ? 3.5 : 2));
  const line = { x: side.x, y, width: side.width, height: lineH };
  y += lineH + 4 * u;
  // The key to the board's rings and the marks, beside the board, under the line that uses them.
  const keyH = acrossTop ? 0 : s.keyHeight;
  const key = { x: side.x, y, width: side.width, height: keyH };
  if (keyH > 0) y += keyH + 6 * u;
  // The list's rows are tall enough for readable words (a row's words are 0.62 of its height).
  const listRoom = (side.height - (y - side.y) - buttonH - 24 * u) * 0.45;
  // "Where it turned" takes the room of a row or two of the list, three always staying; the chart gives a little too.
  const fullRows = Math.max(3, Math.min(7, Math.floor(listRoom / (s.minText / 0.62))));
  const rowH = Math.min(30 * u, listRoom / fullRows);
  let listRows = Math.max(3, fullRows - Math.ceil((turnH + 6 * u) / rowH));
  // The air over the buttons' row (less the gap under "Where it turned"): on its side, short of
  // height, a little less (8 CSS px between Prev and Retry at 844×390).
  const air = (acrossTop ? 19.5 : 24) * u;
  // Under the chart beside the board, two lines of why it and the score disagree (on its side they
  // follow the move's line, which has the room).
  const asideH = acrossTop ? 0 : type.line * 1.3 * 2;
  // On its side the button to the key moment stands in the title's row (turnInTitle), not in the column.
  const turnRow = acrossTop ? 6 * u : turnH + 6 * u;
  const chartRoom = (listH: number) => side.y + side.height - y - buttonH - air - listH - turnRow - asideH;
  // Beside the board, the list gives rows (down to two) before the chart goes under its least
  // height; a phone on its side, short of room for rows a finger high, has the strip of three moves.
  while (listRows > 2 && chartRoom(listRows * rowH) < leastChart(side.width)) listRows--;
  if (acrossTop) listRows = STRIP_CELLS;
  const listH = acrossTop ? Math.max(touch, 44 * s.dpr) : listRows * rowH;
  // On its side a chart at its least height pushed the strip of moves onto the buttons' row (Retry
  // over Prev at 844×390): the move's words give their spare room first, down to three drawn lines.
  const short = acrossTop ? Math.max(0, leastChart(side.width) - chartRoom(listH)) : 0;
  const give = Math.max(0, Math.min(short, lineH - type.line * 1.3 * 3));
  line.height -= give;
  key.y -= give;
  y -= give;
  // Where that is not enough (a shorter phone), the chart is lower than its least: the rows never meet.
  const chartH = acrossTop
    ? Math.max(0, chartRoom(listH))
    : Math.max(leastChart(side.width), chartRoom(listH));
  const chart = { x: side.x, y, width: side.width, height: chartH };
  y += chartH + 6 * u;
  const aside = acrossTop ? null : { x: side.x, y: y - 2 * u, width: side.width, height: asideH };
  y += asideH;
  // On its side the button to the key moment and "?" stand in the title's row, where the progress
  // line stood (the button names the key moment the progress line named; while checking it says
  // how far): the chart has that row's height, and its plot SIDE_PLOT_CSS.
  const turnW = Math.min(side.width, 460 * u);
  let turn = centred(side.x + turnW / 2, y + turnH / 2, turnW, turnH);
  let keyHelp: Box | null = null;
  if (acrossTop) {
    const rowY = Math.max(touch / 2 + 4 * u, pad + s.title.height / 2);
    const helpX = progress.right - touch / 2;
    keyHelp = centred(helpX, rowY, touch, touch);
    const from = progress.x - 8 * u;
    const to = helpX - touch / 2 - 8 * u;
    turn = centred((from + to) / 2, rowY, Math.max(0, to - from), touch);
    progress.right = progress.x;
  } else y += turnH + 2 * u;
  // On its side Prev and Next stand under the chart: a gap a glance sees between the two rows of buttons.
  if (acrossTop) y += 6 * u;
  const list = { x: side.x + stripIn, y, width: side.width - 2 * stripIn, height: listH };
  const by = side.y + side.height - buttonH / 2;
  const menuW = inRow ? 130 * u : 0;
  const bw = Math.min(230 * u, (side.width - (inRow ? menuW + 24 * u : 12 * u)) / 2);
  return {
    pad,
    board,
    side,
    progress,
    line,
    key,
    chart,
    aside,
    turn,
    list,
    listRows,
    listAcross: acrossTop,
    title,
    score: { x: title.x, y: scoreY, width: scoreRight - title.x, lines: 1 },
    ...(acrossTop
      ? {
          prev: centred(side.x + stepW / 2, list.y + listH / 2, stepW, listH),
          next: centred(side.x + side.width - stepW / 2, list.y + listH / 2, stepW, listH),
          slider: null,
        }
      : {
          prev: centred(board.x + stepW / 2, sliderY + sliderH / 2, stepW, sliderH),
          next: centred(board.x + board.width - stepW / 2, sliderY + sliderH / 2, stepW, sliderH),
          slider: {
            x: board.x + stepW + 6 * u,
            y: sliderY,
            width: board.width - 2 * stepW - 12 * u,
            height: sliderH,
          },
        }),
    menu: { ...(menuInTitle ?? centred(side.x + side.width - menuW / 2, by, menuW, buttonH)), inRow },
    retry: centred(side.x + bw / 2, by, bw, buttonH),
    results: centred(side.x + side.width - (inRow ? menuW + 12 * u : 0) - bw / 2, by, bw, buttonH),
    buttonSize: buttonH,
    upright: null,
    keyHelp,
  };
}

/** The least width of the side column on a phone on its side, in CSS px: the score line, and Retry, Results and Menu in a row. */
export const SIDE_COLUMN_LEAST_CSS = 380;

/**
 * On a phone on its side, the board's width: as wide as the board with its labels is when as tall
 * as the screen less the padding, leaving the side column SIDE_COLUMN_LEAST_CSS at least.
 */
export function sideBoardWidth(s: ReviewScreen, pad: number): number {
  const tall = s.height - 2 * pad;
  const most = s.width - 2 * pad - 24 * s.u - SIDE_COLUMN_LEAST_CSS * s.dpr;
  return Math.max(0, Math.min(s.boardWidth?.(tall) ?? tall, most));
}
