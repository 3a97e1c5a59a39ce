// The results' score line's pop, without Phaser: the winner's side (its count with the name, and its
// cell) swells as one picture, so its cell never grows over its name (each part swelled about its own
// origin, and the cell covered "You" on an upright phone). It swells about the side's centre, or from
// its edge by the dash (growing outward) where that lets it swell more, and only as far as it stays
// clear of the dash and the other side and inside the panel.

import type { Rect } from './board-geometry.ts';
import { overlapArea } from './rects.ts';

/** How much a side swells at most: a quick, visible pop. */
export const SCORE_POP_MOST = 1.18;

/** One side's swell: every part's box grows `k` times about (cx, cy). */
export interface SidePop {
  k: number;
  cx: number;
  cy: number;
}

/** The box around `boxes`. */
export function boxAround(boxes: readonly Rect[]): Rect {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** `box` grown `pop.k` times about (pop.cx, pop.cy). */
export function swelled(box: Rect, pop: SidePop): Rect {
  return {
    x: pop.cx + (box.x - pop.cx) * pop.k,
    y: pop.cy + (box.y - pop.cy) * pop.k,
    width: box.width * pop.k,
    height: box.height * pop.k,
  };
}

export interface PoppingSide {
  /** The side's parts as drawn: its count (with the name) and its cell. */
  parts: readonly Rect[];
  /** The dash between the sides. */
  dash: Rect;
  /** The other side's parts. */
  others: readonly Rect[];
  /** The panel: the swelled side stays inside it, across. */
  within: Rect;
  /** The least room kept between the swelled side and the dash, in game pixels. */
  gap: number;
}

/** How one side swells: by SCORE_POP_MOST where it can, else as much as it can clear of everything. */
export function sidePop(o: PoppingSide): SidePop {
  const around = boxAround(o.parts);
  const cy = around.y + around.height / 2;
  const centre = around.x + around.width / 2;
  const byDash = centre < o.dash.x + o.dash.width / 2 ? around.x + around.width : around.x;
  const clear = [o.dash, ...o.others];
  const fits = (pop: SidePop) => {
    const b = swelled(around, pop);
    const padded = { x: b.x - o.gap, y: b.y, width: b.width + 2 * o.gap, height: b.height };
    const { within } = o;
    return (
      b.x >= within.x - 0.01 &&
      b.x + b.width <= within.x + within.width + 0.01 &&
      clear.every((c) => overlapArea(padded, c) === 0)
    );
  };
  const most = (cx: number): SidePop => {
    if (fits({ k: SCORE_POP_MOST, cx, cy })) return { k: SCORE_POP_MOST, cx, cy };
    // The most it may swell, found by halving (the line is laid out clear at 1).
    let lo = 1;
    let hi = SCORE_POP_MOST;
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (fits({ k: mid, cx, cy })) lo = mid;
      else hi = mid;
    }
    return { k: lo, cx, cy };
  };
  const about = most(centre);
  const outward = most(byDash);
  return outward.k > about.k ? outward : about;
}
