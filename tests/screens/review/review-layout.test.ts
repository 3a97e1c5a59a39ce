// Where the review's parts stand (screens/review/review-layout.ts): the Menu in the buttons' row where
// the side column has room for three (a laptop, a phone on its side), else a word button in the title's row left of the progress
// line's end; a phone on its side runs the progress line along the top; the side's parts stack
// without meeting, inside the screen; Prev, the slider and Next share the board's width.
import { expect, test } from 'vitest';
import { reviewLayout, type Box } from '../../../src/screens/review/review-layout.ts';

/** A screen of `cssW` × `cssH` CSS px at `dpr`, in game pixels, with the unit ui/screen.ts's metrics give it. */
const screen = (cssW: number, cssH: number, dpr: number) => {
  const fit = cssH > cssW ? Math.min(cssW / 420, cssH / 760, 1.35) : Math.min(cssW / 720, cssH / 640, 1.35);
  const u = dpr * Math.max(0.62, fit);
  return {
    width: cssW * dpr,
    height: cssH * dpr,
    u,
    dpr,
    portrait: cssH > cssW,
    touch: 46 * dpr,
    minText: 12 * dpr,
    title: { width: 110 * u, height: 36 * u },
    keyHeight: 48 * u,
  };
};
const inside = (b: Box, width: number, height: number) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.01 && b.y + b.height <= height + 0.01;

test.each([
  { tag: '1280x720', s: screen(1280, 720, 1), inRow: true, acrossTop: false },
  { tag: '1024x768', s: screen(1024, 768, 2), inRow: false, acrossTop: false },
  { tag: '390x844', s: screen(390, 844, 3), inRow: false, acrossTop: false },
  { tag: '844x390', s: screen(844, 390, 3), inRow: true, acrossTop: true },
])('the review laid out - $tag', ({ s, inRow, acrossTop }) => {
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
  if (!s.portrait && !inRow) expect(at.progress.right).toBeLessThanOrEqual(at.side.x);
  for (const b of [at.board, at.side, at.key, at.chart, at.list, at.slider])
    expect(inside(b, s.width, s.height), JSON.stringify(b)).toBe(true);
  // The side's parts stack top to bottom without meeting: the line, the key, the chart, the list, the buttons.
  expect(at.key.y).toBeGreaterThan(at.line.y);
  expect(at.chart.y).toBeGreaterThanOrEqual(at.key.y + at.key.height);
  // "Where it turned" between the chart and the list, from the side's left, a touch high.
  expect(at.turn.y - at.turn.height / 2).toBeGreaterThanOrEqual(at.chart.y + at.chart.height);
  expect(at.list.y).toBeGreaterThanOrEqual(at.turn.y + at.turn.height / 2);
  expect(at.turn.height).toBeGreaterThanOrEqual(s.touch);
  expect(at.turn.width).toBeLessThanOrEqual(at.side.width + 0.01);
  expect(at.turn.x - at.turn.width / 2).toBeCloseTo(at.side.x);
  expect(at.chart.height).toBeGreaterThanOrEqual(80 * s.u);
  expect(at.retry.y - at.retry.height / 2).toBeGreaterThanOrEqual(at.list.y + at.list.height);
  // Prev, the slider and Next across the board's width; the list's rows are 3 upright.
  expect(at.prev.x - at.prev.width / 2).toBeCloseTo(at.board.x);
  expect(at.next.x + at.next.width / 2).toBeCloseTo(at.board.x + at.board.width);
  expect(at.slider.x).toBeGreaterThan(at.prev.x + at.prev.width / 2);
  if (s.portrait) expect(at.listRows).toBe(3);
  else expect(at.listRows).toBeGreaterThanOrEqual(3);
});
