// Where a chart's plot and its numbers stand, without Phaser: the plot under the heading with room
// for the axis numbers at its left and the move numbers under it; the lead chart's axis numbers
// (0, the scale above, its negative below), the words on its two halves, and the numbers of bars
// beyond the scale. No two of them overlap, in any state of a review still working out its bars: a
// scale number that would meet 0 is left out, a bottom side word that would meet the top one is
// left out, a bar's number keeps inside the plot and off the axis's numbers, the side words and the
// bars' numbers before it (on the bar's other side, else left out): on a short plot (an upright
// phone's) the scale's numbers would meet 0, and a clipped bar's number could stand on the scale's,
// on "You win" or on the move numbers under the plot. chart.ts draws what this decides.

import type { Rect } from './board-geometry.ts';
import type { LeadBar } from './chart-data.ts';

/** The charts' type in game pixels: the title and the names at least 13 CSS px, the numbers at least 12. */
export function chartType(u: number, dpr: number): { title: number; name: number; number: number } {
  return {
    title: Math.max(14 * u, 13 * dpr),
    name: Math.max(13 * u, 13 * dpr),
    number: Math.max(12 * u, 12 * dpr),
  };
}

/** A number's box as drawn: its text and where it stands. */
export interface LabelBox extends Rect {
  text: string;
}

/** The size of an axis number ("888" as drawn), in game pixels. */
export interface LabelSize {
  width: number;
  height: number;
}

/**
 * Where a chart drawn over `r` plots its values: under its heading (down to `below`), with the
 * axis numbers' column at its left and a row of move numbers under it.
 */
export function plotIn(r: Rect, below: number, label: LabelSize, u: number): Rect {
  const half = label.height / 2;
  const top = below + Math.max(8 * u, half + 2 * u);
  const left = Math.max(40 * u, label.width + 10 * u);
  const under = Math.max(18 * u, 7 * u + label.height);
  return { x: r.x + left, y: top, width: r.width - left - 14 * u, height: r.y + r.height - under - top };
}

/**
 * The chart's height for a plot `plotH` tall under a heading `heading` tall (from the chart's top
 * to `below`): plotIn's inverse, so a layout can give the plot the room it must have.
 */
export function chartHeightFor(plotH: number, heading: number, label: LabelSize, u: number): number {
  const half = label.height / 2;
  return heading + Math.max(8 * u, half + 2 * u) + plotH + Math.max(18 * u, 7 * u + label.height);
}

const meets = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A number's box, right-aligned at `right` and centred on `y`. */
function rightAt(text: string, right: number, y: number, width: number, height: number): LabelBox {
  return { text, x: right - width, y: y - height / 2, width, height };
}

/**
 * The lead chart's axis numbers at the left of `plot`: 0 at the middle always, `max` at the top
 * and `-max` at the bottom where they clear 0. `widthOf` measures a number as drawn.
 */
export function leadAxisLabels(
  plot: Rect,
  max: number,
  widthOf: (text: string) => number,
  height: number,
  u: number,
): LabelBox[] {
  const right = plot.x - 6 * u;
  const at = (value: number, y: number) => rightAt(String(value), right, y, widthOf(String(value)), height);
  const zero = at(0, plot.y + plot.height / 2);
  const ends = [at(max, plot.y), at(-max, plot.y + plot.height)];
  return [zero, ...ends.filter((e) => !meets(e, zero))];
}

/** A bar beyond the scale: its left, width, and the y its number is centred on. */
export interface ClippedBar {
  /** Which bar it is, counted from the left: neighbours make a run. */
  index: number;
  x: number;
  width: number;
  y: number;
  lead: number;
}

/**
 * The words on the lead chart's two halves ("You win" in the top corner over the line, "Easy wins"
 * in the bottom corner under it), each box with its dark backing, inside `plot`; `sizes` are the
 * words as drawn. Each slides along its half, from the left, to where the drawn `bars` stand under
 * it least (a reviewer read "You win" over the first moves' bars as part of the chart): the leftmost
 * place where it meets no bar, else the one it covers least. Where the plot is too short for both
 * to clear each other, the bottom one is left out (the key above names both players).
 */
export function sideWordBoxes(
  plot: Rect,
  words: readonly [string, string],
  sizes: readonly [LabelSize, LabelSize],
  u: number,
  bars: readonly Rect[] = [],
): [LabelBox, LabelBox | null] {
  const pad = 4 * u;
  const box = (i: 0 | 1, y: number): LabelBox => {
    const width = sizes[i].width + 8 * u;
    const height = sizes[i].height + 2 * u;
    const room = plot.x + plot.width - pad - width;
    let best = { x: plot.x + pad, covered: Infinity };
    // Tried every few pixels, left first: the first place with the least bar under it.
    for (let x = plot.x + pad; x <= Math.max(plot.x + pad, room); x += 2 * u) {
      const covered = bars.reduce((sum, b) => sum + overlapArea({ x, y, width, height }, b), 0);
      if (covered < best.covered - 0.5) best = { x, covered };
      if (covered === 0) break;
    }
    return { text: words[i], x: best.x, y, width, height };
  };
  const top = box(0, plot.y + pad - u);
  const bottom = box(1, plot.y + plot.height - pad - sizes[1].height - u);
  return [top, meets(top, bottom) ? null : bottom];
}

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Bar `i` of `count` across `plot`: its left and width (a gap of 15% of its step each side). */
export function barSpan(plot: Rect, i: number, count: number): { x: number; width: number } {
  const step = plot.width / Math.max(1, count);
  return { x: plot.x + i * step + step * 0.15, width: Math.max(1, step * 0.7) };
}

/** The bars of `bars` beyond the scale, where each is drawn broken and where its number is centred (near its end). */
export function clippedBarsOf(bars: readonly LeadBar[], plot: Rect): ClippedBar[] {
  const mid = plot.y + plot.height / 2;
  return bars.flatMap((b, i) => {
    if (!b.clipped) return [];
    const dir = b.leader === 'mine' ? -1 : 1;
    return [{ index: i, ...barSpan(plot, i, bars.length), y: mid + dir * b.height * 0.86, lead: b.lead }];
  });
}

/**
 * The room kept between two numbers side by side, at least: digits that touch ("5", "6", "6" on
 * neighbouring bars) read as one number ("566").
 */
export function numberGap(height: number, u: number): number {
  return Math.max(4 * u, 0.4 * height);
}

/** Whether `a` and `b` overlap, or stand closer than `gap` side by side. */
const crowds = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The order the bars beyond the scale are given their numbers: each run's ends and turning points
 * (a bar higher, or lower, than the bars either side of it) first, the biggest lead first among
 * them, then the rest from the left, so where the numbers cannot all stand apart, the ones that
 * tell the run's shape are kept, its top above all.
 */
export function clippedOrder(bars: readonly ClippedBar[]): ClippedBar[] {
  const next = (i: number) => bars[i + 1]?.index === bars[i]!.index + 1 && sameSide(bars[i]!, bars[i + 1]!);
  const telling = bars.map((b, i) => {
    const before = i > 0 && next(i - 1) ? bars[i - 1]! : null;
    const after = next(i) ? bars[i + 1]! : null;
    if (!before || !after) return true;
    const size = Math.abs(b.lead);
    const [l, r] = [Math.abs(before.lead), Math.abs(after.lead)];
    return (size > l && size >= r) || (size < l && size <= r);
  });
  const first = bars.filter((_, i) => telling[i]).sort((a, b) => Math.abs(b.lead) - Math.abs(a.lead));
  return [...first, ...bars.filter((_, i) => !telling[i])];
}

const sameSide = (a: ClippedBar, b: ClippedBar) => Math.sign(a.lead) === Math.sign(b.lead);

/**
 * The numbers of the bars beyond the scale: each just right of its bar, inside the plot (left of
 * it where the plot ends first, and never above or below it, where the flags and the move numbers
 * stand); one that would meet an axis number, a box in `avoid` (the side words) or a number kept
 * before it, or stand closer to another number than numberGap, is tried on the bar's other side,
 * then left out: in a run of bars beyond the scale too narrow for all their numbers, its ends and
 * turning points keep theirs (clippedOrder).
 */
export function clippedLabels(
  bars: readonly ClippedBar[],
  plot: Rect,
  axis: readonly Rect[],
  widthOf: (text: string) => number,
  height: number,
  u: number,
  avoid: readonly Rect[] = [],
): LabelBox[] {
  const kept: LabelBox[] = [];
  const bottom = plot.y + plot.height - height;
  const gap = numberGap(height, u);
  for (const b of clippedOrder(bars)) {
    const text = String(b.lead);
    const width = widthOf(text);
    const rightOf = b.x + b.width + 3 * u;
    const leftOf = Math.max(plot.x, b.x - 3 * u - width);
    const y = Math.max(plot.y, Math.min(bottom, b.y - height / 2));
    const xs = rightOf + width <= plot.x + plot.width ? [rightOf, leftOf] : [leftOf];
    const box = xs
      .map((x) => ({ text, x, y, width, height }))
      .find((c) => !avoid.some((o) => meets(c, o)) && ![...axis, ...kept].some((o) => crowds(c, o, gap)));
    if (box) kept.push(box);
  }
  return kept.sort((a, b) => a.x - b.x);
}
