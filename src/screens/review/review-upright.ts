// Where the review's parts stand on an upright screen (a phone held upright, a tablet upright),
// without Phaser. As lichess's analysis on a phone: the board as wide as the screen, one line
// over it ("Review · move 33 of 42", a "?" for the key to the rings and marks, Menu) and the
// score; under the board the shown move's line, a compact chart (also dragged to go to a move), a
// strip of three moves (the shown one in the middle), then at the thumb Prev, the costliest move
// (or where it turned) and Next, and Retry from here and Results at the foot.

import type { Box, ReviewLayout, ReviewScreen } from './review-boxes.ts';
import { reviewType } from './review-type.ts';
import { STRIP_CELLS } from './review-phone.ts';

/**
 * The shown move's least lines: the key moment's where it turned and why (its better move and the
 * reason) take five at 15 CSS px on a 390 px phone; with three its why was cut or ran under the
 * chart. The board gives that room. Longer words are cut to fit (line-room.ts).
 */
export const LEAST_LINES = 5;

/** Lines the shown move's line takes past its LEAST_LINES where the screen has the height. */
const MORE_LINES = 3;

const centred = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

/** The upright layout; `leastChart(width)` is the chart's least height at that width. */
export function uprightLayout(s: ReviewScreen, leastChart: (width: number) => number): ReviewLayout {
  const { u, width, height, touch } = s;
  const type = reviewType(u, s.dpr, true);
  // The sides' margin: the board takes all but a thin frame of the screen's width.
  const pad = Math.max(6 * u, 6 * s.dpr);
  const w = width - 2 * pad;
  const buttonH = Math.max(50 * u, touch);
  const rowH = Math.max(40 * u, touch);
  const headerH = Math.max(touch, s.title.height);
  const scoreH = type.score * 1.3;
  // The shown move's line: LEAST_LINES lines at its size, more where the screen has height to spare.
  const twoLines = type.line * 1.25 * LEAST_LINES + 2 * u;
  const stripH = Math.max(touch, 44 * s.dpr);
  const gap = 4 * u;
  // Between the line (its last line may be the gold rings' key) and the chart's box: room to read them apart.
  const apart = Math.max(3 * gap, 10 * s.dpr);
  const fixed =
    pad +
    headerH +
    2 * u +
    scoreH +
    gap +
    gap +
    twoLines +
    apart +
    gap +
    stripH +
    gap +
    rowH +
    8 * u +
    buttonH +
    pad;
  const least = leastChart(w);
  // The board first, as wide as the screen where the height allows (no taller than it stands with
  // its letters under it, its numbers beside it); then the shown move's line up to MORE_LINES more
  // lines (a costly move and the better move take four at 390 px, the gold rings' key or why the
  // chart and the score disagree more: the key ran under the chart); the chart takes what is left, kept compact.
  const boardTall = Math.min(w * 1.1, s.boardHeight?.(w) ?? w * 1.1);
  const step = type.line * 1.25;
  const boardH = Math.max(160 * u, Math.min(boardTall, height - fixed - least));
  const more = Math.max(0, Math.min(MORE_LINES, Math.floor((height - fixed - boardH - least) / step)));
  const third = more * step;
  const chartH = Math.max(least, Math.min(height - fixed - boardH - third, 1.3 * least));
  const lineH = twoLines + third;
  // Room to spare (a tall screen) goes above and below the board, not into a tall chart.
  const spare = Math.max(0, height - fixed - third - boardH - chartH) / 2;
  let y = pad;
  const menuW = Math.max(touch, 76 * u);
  const menu = centred(width - pad - menuW / 2, y + headerH / 2, menuW, touch);
  const help = centred(menu.x - menuW / 2 - 8 * u - touch / 2, y + headerH / 2, touch, touch);
  const header = { x: pad, y, width: help.x - touch / 2 - 8 * u - pad, height: headerH };
  y += headerH + 2 * u;
  const scoreY = y;
  y += scoreH + gap + spare;
  const board = { x: pad, y, width: w, height: boardH };
  y += boardH + gap + spare;
  const line = { x: pad, y, width: w, height: lineH };
  y += lineH + apart;
  const chart = { x: pad, y, width: w, height: chartH };
  y += chartH + gap;
  const list = { x: pad, y, width: w, height: stripH };
  y += stripH + gap;
  const stepW = Math.max(64 * u, touch);
  const prev = centred(pad + stepW / 2, y + rowH / 2, stepW, rowH);
  const next = centred(width - pad - stepW / 2, y + rowH / 2, stepW, rowH);
  const turnW = w - 2 * stepW - 16 * u;
  const turn = centred(width / 2, y + rowH / 2, turnW, rowH);
  const by = height - pad - buttonH / 2;
  const bw = (w - 12 * u) / 2;
  const side = { x: pad, y: line.y, width: w, height: height - pad - line.y };
  return {
    pad,
    title: { x: pad, y: pad },
    board,
    side,
    progress: {
      x: width - pad,
      y: scoreY,
      right: width - pad,
      size: type.progressSmall,
      small: type.progressSmall,
      top: scoreY,
      height: scoreH,
    },
    score: { x: pad, y: scoreY, width: w, lines: 1 },
    prev,
    next,
    slider: null,
    line,
    // The key shows over the chart while "?" is held open.
    key: { x: pad, y: chart.y, width: w, height: s.keyHeight },
    chart,
    // Why the chart and the score disagree follows the move's line, just over the chart.
    aside: null,
    turn,
    list,
    listRows: STRIP_CELLS,
    listAcross: true,
    menu: { ...menu, inRow: false },
    retry: centred(pad + bw / 2, by, bw, buttonH),
    results: centred(width - pad - bw / 2, by, bw, buttonH),
    buttonSize: buttonH,
    upright: { header, help },
    keyHelp: null,
  };
}
