// Where the review's parts stand (screens/review/review-layout.ts): the Menu in the buttons' row where
// the side column has room for three (a laptop, a phone on its side), else a word button in the title's row left of the progress
// line's end; a phone on its side gives the board the screen's height, the title, the progress
// and the score along the side column's top, Prev and Next beside the strip of moves, four lines for
// a move's words and the key behind "?"; the side's
// parts stack without meeting, inside the screen; beside a desktop's board Prev, the slider and
// Next share its width.
import { expect, test } from 'vitest';
import {
  LEAST_PLOT_CSS,
  SIDE_PLOT_CSS,
  reviewLayout,
  type Box,
} from '../../../src/screens/review/review-layout.ts';
import { clippedLabels, leadAxisLabels, plotIn } from '../../../src/ui/chart-axis.ts';
import { reviewScreen as screen } from './review-screen.ts';
import { reviewType } from '../../../src/screens/review/review-type.ts';

const inside = (b: Box, width: number, height: number) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.01 && b.y + b.height <= height + 0.01;

test.each([
  { tag: '1280x720', s: screen(1280, 720, 1), inRow: true, acrossTop: false },
  { tag: '1024x768', s: screen(1024, 768, 2), inRow: false, acrossTop: false },
  { tag: '844x390', s: screen(844, 390, 3), inRow: true, acrossTop: true },
])('the review laid out beside the board - $tag', ({ s, inRow, acrossTop }) => {
  const at = reviewLayout(s);
  expect(at.menu.inRow).toBe(inRow);
  if (!inRow) {
    // A word button at the end of the title's row, the progress line ending left of it.
    expect(at.menu.x + at.menu.width / 2).toBeLessThanOrEqual(s.width - at.pad + 0.01);
    expect(at.progress.right).toBeLessThanOrEqual(at.menu.x - at.menu.width / 2);
    expect(at.menu.height).toBeGreaterThanOrEqual(s.touch);
  }
  // The score line's width ends left of Menu where Menu's button reaches down beside it, and inside the screen.
  const menuLeft = at.menu.x - at.menu.width / 2;
  if (at.menu.y + at.menu.height / 2 > at.score.y && at.menu.y - at.menu.height / 2 < at.score.y + 24 * s.u)
    expect(at.score.x + at.score.width).toBeLessThanOrEqual(menuLeft);
  expect(at.score.x + at.score.width).toBeLessThanOrEqual(s.width);
  expect(at.score.width).toBeGreaterThan(200 * s.dpr);
  // A phone on its side: the side column starts under the title, the progress line runs along the top.
  if (!s.portrait) expect(at.side.y > at.pad).toBe(acrossTop);
  // The title, the progress and the score start over the side column there, else over the board.
  expect(at.title.x).toBeCloseTo(acrossTop ? at.side.x : at.pad);
  expect(at.score.x).toBeCloseTo(at.title.x);
  expect(at.progress.x).toBeGreaterThan(at.title.x + s.title.width);
  // Where the score line runs across the top, the side column's first line starts under it.
  if (acrossTop) expect(at.line.y).toBeGreaterThanOrEqual(at.score.y + Math.max(18 * s.u, s.minText) * 1.2);
  if (!s.portrait && !inRow) expect(at.progress.right).toBeLessThanOrEqual(at.side.x);
  for (const b of [at.board, at.side, at.key, at.chart, at.list, ...(at.slider ? [at.slider] : [])])
    expect(inside(b, s.width, s.height), JSON.stringify(b)).toBe(true);
  // The side's parts stack top to bottom without meeting: the line, the key, the chart, the list, the buttons.
  expect(at.key.y).toBeGreaterThan(at.line.y);
  expect(at.chart.y).toBeGreaterThanOrEqual(at.key.y + at.key.height);
  // The button to the key moment between the chart and the list, from the side's left, a touch high;
  // on a phone on its side in the title's row, right of the title, over the score line, "?" beside it
  // (its row gave the chart the height its plot needs).
  expect(at.turn.height).toBeGreaterThanOrEqual(s.touch);
  if (acrossTop) {
    expect(at.turn.x - at.turn.width / 2).toBeGreaterThanOrEqual(at.title.x + s.title.width);
    expect(at.turn.y + at.turn.height / 2).toBeLessThanOrEqual(at.score.y);
    expect(at.keyHelp!.x - at.keyHelp!.width / 2).toBeGreaterThanOrEqual(at.turn.x + at.turn.width / 2);
    expect(at.keyHelp!.x + at.keyHelp!.width / 2).toBeLessThanOrEqual(s.width);
    expect(at.turn.width).toBeGreaterThan(150 * s.dpr);
  } else {
    expect(at.turn.y - at.turn.height / 2).toBeGreaterThanOrEqual(at.chart.y + at.chart.height);
    expect(at.list.y).toBeGreaterThanOrEqual(at.turn.y + at.turn.height / 2);
    expect(at.turn.width).toBeLessThanOrEqual(at.side.width + 0.01);
    expect(at.turn.x - at.turn.width / 2).toBeCloseTo(at.side.x);
  }
  expect(at.chart.height).toBeGreaterThanOrEqual(80 * s.u);
  // The chart's plot, under its heading and over its move numbers, is LEAST_PLOT_CSS tall at least
  // (an upright phone's included), and its axis numbers, 0 and the scale both ways, all show.
  const plot = plotIn(at.chart, at.chart.y + s.chartHeading(at.chart.width), s.chartLabel, s.u);
  expect(plot.height / s.dpr).toBeGreaterThanOrEqual(LEAST_PLOT_CSS - 0.01);
  // On a phone on its side 60 at least: at about 30 its "You win" sat on the bars, the other side's label gone.
  if (acrossTop) expect(plot.height / s.dpr).toBeGreaterThanOrEqual(SIDE_PLOT_CSS - 0.01);
  const axis = leadAxisLabels(plot, 14, () => s.chartLabel.width, s.chartLabel.height, s.u);
  expect(axis.map((l) => l.text)).toEqual(['0', '14', '-14']);
  for (const l of axis) expect(inside(l, s.width, s.height) && l.x >= at.chart.x).toBe(true);
  // The buttons' row clear of the list (Prev and Next on its side) by 8 CSS px at least: at 844×390
  // a reviewer saw Retry over the foot of Prev, 2 px under it.
  expect(at.retry.y - at.retry.height / 2 - (at.list.y + at.list.height)).toBeGreaterThanOrEqual(8 * s.dpr);
  if (acrossTop)
    expect(at.prev.y + at.prev.height / 2).toBeLessThanOrEqual(at.retry.y - at.retry.height / 2 - 8 * s.dpr);
  // Beside a desktop's board Prev, the slider and Next across the board's width; on a phone on its
  // side Prev and Next either side of the strip, the chart dragged instead of a slider.
  const along = acrossTop ? at.side : at.board;
  expect(at.prev.x - at.prev.width / 2).toBeCloseTo(along.x);
  expect(at.next.x + at.next.width / 2).toBeCloseTo(along.x + along.width);
  if (acrossTop) {
    expect(at.slider).toBeNull();
    expect(at.prev.x + at.prev.width / 2).toBeLessThanOrEqual(at.list.x);
    expect(at.next.x - at.next.width / 2).toBeGreaterThanOrEqual(at.list.x + at.list.width);
    for (const b of [at.prev, at.next]) {
      expect(b.y).toBeCloseTo(at.list.y + at.list.height / 2);
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(s.touch);
    }
  } else expect(at.slider!.x).toBeGreaterThan(at.prev.x + at.prev.width / 2);
  expect(at.listRows).toBeGreaterThanOrEqual(2);
  expect(at.upright).toBeNull();
  // On its side a costly move's two sentences take four lines of the narrow column (they ran into
  // the key): the line holds four at its least size, the key waits behind "?" beside "Where it turned".
  const least = reviewType(s.u, s.dpr, false).line;
  if (acrossTop) {
    const help = at.keyHelp!;
    expect(at.line.height).toBeGreaterThanOrEqual(4 * least * 1.3);
    expect(at.key.height).toBe(0);
    expect(Math.min(help.width, help.height)).toBeGreaterThanOrEqual(s.touch);
    expect(help.x - help.width / 2).toBeGreaterThanOrEqual(at.turn.x + at.turn.width / 2);
    expect(help.x + help.width / 2).toBeLessThanOrEqual(at.side.x + at.side.width + 0.01);
    expect(help.y).toBeCloseTo(at.turn.y);
  } else {
    expect(at.keyHelp).toBeNull();
    expect(at.line.height).toBeGreaterThanOrEqual(2 * least * 1.3);
  }
  // Why the chart and the score disagree: under the chart in two lines at the line's size, over
  // "Where it turned"; on its side after the move's line (the column is short of height).
  if (acrossTop) expect(at.aside).toBeNull();
  else {
    const aside = at.aside!;
    expect(aside.y).toBeGreaterThanOrEqual(at.chart.y + at.chart.height);
    expect(aside.y + aside.height).toBeLessThanOrEqual(at.turn.y - at.turn.height / 2 + 0.01);
    expect(aside.height).toBeGreaterThanOrEqual(2 * least * 1.3 - 0.01);
    expect(aside.width).toBe(at.side.width);
  }
  // A phone on its side: the list is the strip of three moves, a finger high.
  expect(at.listAcross).toBe(acrossTop);
  if (acrossTop) expect([at.listRows, at.list.height >= 44 * s.dpr]).toEqual([3, true]);
});

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the lead chart's numbers never overlap: a scale number that would meet 0 goes, a clipped bar's number keeps off the axis's and the one before", () => {
  const u = 1;
  const label = { width: 22, height: 15 };
  const widthOf = (t: string) => 8 * t.length;
  // A plot too short for three numbers one over another (the phone's 15 px): 0 alone.
  const short = { x: 40, y: 20, width: 300, height: 15 };
  expect(leadAxisLabels(short, 14, widthOf, label.height, u).map((l) => l.text)).toEqual(['0']);
  // Tall enough: 0, the scale and its negative, none meeting another.
  const tall = { x: 40, y: 20, width: 300, height: 60 };
  const axis = leadAxisLabels(tall, 8, widthOf, label.height, u);
  expect(axis.map((l) => l.text)).toEqual(['0', '8', '-8']);
  // The first bar beyond the scale stands at the plot's left edge, its number at the scale's
  // height (the desktop's 10 over the scale's 8): drawn right of the bar, off the axis's column.
  const bars = [
    { index: 0, x: 43, width: 8, y: 26, lead: 10 },
    { index: 1, x: 55, width: 8, y: 26, lead: 10 },
    { index: 21, x: 300, width: 8, y: 74, lead: -40 },
    { index: 24, x: 333, width: 6, y: 74, lead: -40 },
  ];
  const kept = clippedLabels(bars, tall, axis, widthOf, label.height, u);
  const all = [...axis, ...kept];
  for (const a of all)
    for (const b of all) if (a !== b) expect(overlap(a, b), `${a.text} ${b.text}`).toBe(false);
  expect(kept[0]!.x).toBeGreaterThanOrEqual(bars[0]!.x + bars[0]!.width);
  // The second 10 would meet the first: left out. The last bar's number, with no room on its right, stands on its left inside the plot.
  expect(kept.map((l) => l.text)).toEqual(['10', '-40']);
  expect(kept[1]!.x + kept[1]!.width).toBeLessThanOrEqual(tall.x + tall.width);
});

test.each([
  { tag: '390x844', s: screen(390, 844, 3) },
  { tag: '360x740', s: screen(360, 740, 3) },
  { tag: '768x1024', s: screen(768, 1024, 2) },
])(
  'upright - $tag: one header row, the board nearly the screen wide, a compact chart, a strip of moves, the controls at the thumb',
  ({ s }) => {
    const at = reviewLayout(s);
    const up = at.upright!;
    const touch = 44 * s.dpr;
    const { pad } = at;
    // One header row: its line left of "?", "?" left of Menu, both a finger's size.
    expect(up.header.x + up.header.width).toBeLessThanOrEqual(up.help.x - up.help.width / 2);
    expect(up.help.x + up.help.width / 2).toBeLessThanOrEqual(at.menu.x - at.menu.width / 2);
    expect(Math.min(up.help.width, up.help.height, at.menu.height)).toBeGreaterThanOrEqual(touch);
    // The score one line under it, the screen wide; the board under the score.
    expect(at.score.lines).toBe(1);
    expect(at.score.y).toBeGreaterThanOrEqual(up.header.y + up.header.height);
    expect(at.board.y).toBeGreaterThanOrEqual(at.score.y + Math.max(18 * s.u, 13 * s.dpr) * 1.3);
    // On a phone the board takes the screen's width but for thin margins, and nearly as much
    // height (its frame ≥ 88% of the width once its numbers and letters stand beside and under it).
    expect(at.board.width / s.width).toBeGreaterThanOrEqual(0.94);
    // The board gives the line's five readable lines their height (with three the key
    // moment's why ran under the chart), a little more on a short phone (740 tall).
    if (s.width / s.dpr < 500)
      expect(at.board.height / s.width).toBeGreaterThanOrEqual(s.height / s.dpr >= 800 ? 0.94 : 0.75);
    // The shown move's line holds five lines at 15 CSS px or more (where it turned, the better move and why).
    expect(at.line.height).toBeGreaterThanOrEqual(5 * 15 * s.dpr * 1.2);
    // Top to bottom without meeting: the line, the chart, the strip, Prev · turn · Next, Retry and Results.
    expect(at.line.y).toBeGreaterThanOrEqual(at.board.y + at.board.height);
    expect(at.chart.y).toBeGreaterThan(at.line.y + 2 * Math.max(17 * s.u, 13 * s.dpr));
    // The line's last words (the gold rings' key) stand clear of the chart's box: 10 CSS px or more.
    expect(at.chart.y - (at.line.y + at.line.height)).toBeGreaterThanOrEqual(10 * s.dpr - 0.01);
    expect(at.list.y).toBeGreaterThanOrEqual(at.chart.y + at.chart.height);
    expect(at.list.height).toBeGreaterThanOrEqual(touch);
    const top = (b: Box) => b.y - b.height / 2;
    const foot = (b: Box) => b.y + b.height / 2;
    for (const b of [at.prev, at.turn, at.next]) {
      expect(top(b)).toBeGreaterThanOrEqual(at.list.y + at.list.height);
      expect(b.height).toBeGreaterThanOrEqual(touch);
    }
    expect(at.prev.x + at.prev.width / 2).toBeLessThanOrEqual(at.turn.x - at.turn.width / 2);
    expect(at.turn.x + at.turn.width / 2).toBeLessThanOrEqual(at.next.x - at.next.width / 2);
    for (const b of [at.retry, at.results]) {
      expect(top(b)).toBeGreaterThanOrEqual(foot(at.turn));
      expect(foot(b)).toBeLessThanOrEqual(s.height - pad + 0.01);
    }
    // No slider: the chart, the thumb's neighbour, is dragged instead. The chart keeps its least height.
    expect(at.slider).toBeNull();
    const plot = plotIn(at.chart, at.chart.y + s.chartHeading(at.chart.width), s.chartLabel, s.u);
    expect(plot.height / s.dpr).toBeGreaterThanOrEqual(LEAST_PLOT_CSS - 0.01);
    expect(at.listRows).toBe(3);
    // Why the chart and the score disagree follows the move's line, just over the chart.
    expect(at.aside).toBeNull();
    // A square board stands a little shorter than the box it may take: on an upright phone the line
    // is given the height it leaves, five lines at its size where a 12×12 review's costly move, its
    // better move and the gold rings' key ran under the chart in four.
    if (s.width / s.dpr < 500 && s.height / s.dpr >= 800) {
      const square = reviewLayout({ ...s, boardHeight: (w: number) => w * 0.97 });
      const line = reviewType(s.u, s.dpr, true).line;
      expect(square.board.height).toBeLessThanOrEqual(square.board.width * 0.97 + 0.01);
      expect(square.line.height).toBeGreaterThanOrEqual(5 * line * 1.25);
      expect(square.chart.y - (square.line.y + square.line.height)).toBeGreaterThanOrEqual(10 * s.dpr - 0.01);
      expect(square.chart.height).toBeGreaterThanOrEqual(at.chart.height * 0.95);
    }
  },
);

test('on its side and on a desktop the score line stays one line, the key beside the board (not behind "?")', () => {
  for (const s of [screen(844, 390, 3), screen(1280, 720, 1), screen(1024, 768, 2)])
    expect([reviewLayout(s).score.lines, reviewLayout(s).upright]).toEqual([1, null]);
});

test("a phone on its side: the shown move's line holds two lines at 15 CSS px, and what stands under it starts below them", () => {
  const s = screen(844, 390, 3);
  const at = reviewLayout(s);
  expect(reviewType(s.u, s.dpr, false).line).toBeGreaterThanOrEqual(15 * s.dpr);
  expect(at.line.height).toBeGreaterThanOrEqual(2 * 15 * s.dpr * 1.2);
  expect(at.key.y).toBeGreaterThanOrEqual(at.line.y + at.line.height);
});

test.each([
  { tag: 'Square 8×8, as wide as tall', wide: (h: number) => h * 1.06 },
  { tag: 'a wide dish', wide: (h: number) => h * 1.6 },
  { tag: 'a tall beaker', wide: (h: number) => h * 0.8 },
])(
  'a phone on its side (844×390): the board as tall as the screen allows, the side column beside it - $tag',
  ({ wide }) => {
    const base = screen(844, 390, 3);
    const s = { ...base, boardWidth: wide };
    const at = reviewLayout(s);
    // The board's box runs from the top padding to the bottom padding: nothing above or under it.
    expect(at.board.y).toBeCloseTo(at.pad);
    expect(at.board.y + at.board.height).toBeCloseTo(s.height - at.pad);
    // As wide as the board needs at that height, unless the side column would go under its least.
    expect(at.board.width).toBeCloseTo(
      Math.min(wide(at.board.height), s.width - 2 * at.pad - 24 * s.u - 380 * s.dpr),
    );
    expect(at.side.width).toBeGreaterThanOrEqual(380 * s.dpr - 0.01);
    // Everything else stands right of the board.
    const right = at.board.x + at.board.width;
    for (const b of [at.side, at.line, at.key, at.chart, at.list, at.title, at.score])
      expect(b.x, JSON.stringify(b)).toBeGreaterThan(right);
    for (const b of [at.prev, at.next, at.turn, at.retry, at.results, at.menu])
      expect(b.x - b.width / 2, JSON.stringify(b)).toBeGreaterThan(right);
    expect(at.progress.x).toBeGreaterThan(right);
    // 370 CSS tall, where under the title and the score and over a slider it had 286.
    expect(at.board.height / s.dpr).toBeGreaterThanOrEqual(370);
  },
);

test('a desktop and a tablet keep the board over its slider, the title over the board', () => {
  for (const s of [screen(1280, 720, 1), screen(1024, 768, 2)]) {
    const at = reviewLayout({ ...s, boardWidth: (h) => h * 1.06 });
    expect(at.title).toEqual({ x: at.pad, y: at.pad });
    expect(at.slider).not.toBeNull();
    expect(at.board.y).toBeGreaterThan(at.pad + s.title.height);
    expect(at.board).toEqual(reviewLayout(s).board);
  }
});
