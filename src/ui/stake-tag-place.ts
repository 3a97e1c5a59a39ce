// Where a capture ring's stake in words ("they take 32") stands, without Phaser: centred under the
// ring, on the lower edge of its square (half on the ring's square, half over the square below),
// or on its upper edge where that hides fewer empty squares (a player reads those for the next
// move) or where below leaves the board; kept within the board's glass, and off the tags already
// standing (two threats side by side read "if you fill e5" over "if you fill d5") and off the figure
// inside every other ring (on a hexagonal board a tag at a foot reaches the ring below and beside, and
// hid its "−1"). Where both edges would cover one, null: the ring and its figure stand alone, and the
// screen readers say the words.

import type { Rect } from './board-geometry.ts';
import { coversAny } from './rects.ts';

export interface StakeTagRoom {
  /** The ring's square's centre and the squares' size, in game pixels. */
  ring: { x: number; y: number };
  square: number;
  /** The tag's size. */
  tag: { width: number; height: number };
  /** Where the tag may stand: the inside of the board's glass within the screen. */
  bounds: Rect;
  /** The centres of the empty squares other than the ring's own. */
  empty: readonly { x: number; y: number }[];
  /** The tags already standing: never covered. */
  taken?: readonly Rect[];
  /** The centres of the other rings' squares: the figure inside each is never covered. */
  rings?: readonly { x: number; y: number }[];
}

/** The middle of a ring's square, where its figure ("−4", "+52") stands, for squares of size `square`. */
export function ringFigure(centre: { x: number; y: number }, square: number): Rect {
  const half = square * FIGURE_HALF;
  return { x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half };
}

/** How far a ring's figure reaches from its centre, in squares: its text and the stroke round it. */
const FIGURE_HALF = 0.3;

/** The tag's centre, in game pixels, or null where it would cover a tag already standing. */
export function stakeTagSpot(room: StakeTagRoom): { x: number; y: number } | null {
  const { ring, square, tag, bounds } = room;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const x = clamp(ring.x, bounds.x + tag.width / 2, bounds.x + bounds.width - tag.width / 2);
  const spots = [ring.y + square / 2, ring.y - square / 2].map((want) => {
    const y = clamp(want, bounds.y + tag.height / 2, bounds.y + bounds.height - tag.height / 2);
    return { x, y, off: Math.abs(y - want) };
  });
  // An empty square counts as hidden where the tag reaches more than a tenth of a square into it.
  const near = square * 0.4;
  const hides = (s: { x: number; y: number }) =>
    room.empty.filter(
      (e) => Math.abs(e.x - s.x) < tag.width / 2 + near && Math.abs(e.y - s.y) < tag.height / 2 + near,
    ).length;
  const keepOff = [...(room.taken ?? []), ...(room.rings ?? []).map((r) => ringFigure(r, square))];
  const covers = (s: { x: number; y: number }) =>
    coversAny({ x: s.x - tag.width / 2, y: s.y - tag.height / 2, ...tag }, keepOff);
  const cost = (s: { x: number; y: number; off: number }) => hides(s) * square + s.off;
  const [below, above] = spots.filter((s) => !covers(s));
  if (!below) return null;
  const best = above && cost(above) < cost(below) ? above : below;
  return { x: best.x, y: best.y };
}
