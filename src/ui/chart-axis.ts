// Where a chart's plot and its numbers stand, without Phaser: the plot under the heading with room
// for the axis numbers at its left and the move numbers under it; the lead chart's axis numbers
// (0, the scale above, its negative below), and the numbers of bars beyond the scale. No two of
// them overlap: a scale number that would meet 0 is left out, a bar's number that would meet an
// axis number or the bar's number before it is left out: on a short plot (an upright phone's) the
// scale's numbers would meet 0, and a clipped bar's number could stand on the scale's. chart.ts
// draws what this decides.

import type { Rect } from './board-geometry.ts';

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
  x: number;
  width: number;
  y: number;
  lead: number;
}

/**
 * The numbers of the bars beyond the scale: each just right of its bar, inside the plot (left of
 * it where the plot ends first); one that would meet an axis number or a number kept before it is
 * left out.
 */
export function clippedLabels(
  bars: readonly ClippedBar[],
  plot: Rect,
  axis: readonly Rect[],
  widthOf: (text: string) => number,
  height: number,
  u: number,
): LabelBox[] {
  const kept: LabelBox[] = [];
  for (const b of bars) {
    const text = String(b.lead);
    const width = widthOf(text);
    const rightOf = b.x + b.width + 3 * u;
    const x = rightOf + width <= plot.x + plot.width ? rightOf : Math.max(plot.x, b.x - 3 * u - width);
    const box = { text, x, y: b.y - height / 2, width, height };
    if ([...axis, ...kept].some((o) => meets(box, o))) continue;
    kept.push(box);
  }
  return kept;
}
