// Where a move's floating "+N" goes, without Phaser: it pops in beside the cell that made it, never
// on it (the move just played stays in sight, its ring clear), and drifts less than half a square up
// (down, for a loss), into free space: over squares still empty, or onto the board's rim beside the
// glass. The first place around the cell that hides nothing is taken, in order: touching its pieces
// above, above aside, aside, below; then centred on a neighbouring square the same ways; else the one that hides least: the move's own cell most, then other labels, then
// other cells' pieces (a reviewer saw a "+3" over the opponent's new cell on a 12×12), and least the
// glass's edge. Its whole path stays on the board's picture and on the screen.

import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { vesselOf } from './art/vessels.ts';

export interface GainRoom {
  /** The placed cell's centre, and the squares' size, in game pixels. */
  from: { x: number; y: number };
  square: number;
  /** The label's size. */
  label: { width: number; height: number };
  /** A gain rises, a loss falls. */
  up: boolean;
  /** How far it drifts while it fades. */
  drift: number;
  /** The inside of the glass: free space is best found there. */
  inside: Rect;
  /** The board's picture (glass and rim) within the screen: the label's whole path stays within it. */
  bounds: Rect;
  /** The paths of the other gains' labels in sight. */
  labels: readonly Rect[];
  /** The centres of the other cells on the board, whose pieces it should not hide. */
  cells: readonly { x: number; y: number }[];
}

export interface GainPlace {
  /** The label's centre as it pops in (x, start), and where it ends (x, end). */
  x: number;
  start: number;
  end: number;
  /** The box its path sweeps. */
  path: Rect;
}

/** The places tried around the cell, in order of preference, for a gain (a loss mirrors them up and down). */
const AROUND: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [-1, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [0, 1],
];

/** The most a label drifts, in squares: less than half a square, so it stays beside its own cell. */
export const GAIN_DRIFT = 0.45;

/** A cell's body, as a share of its square: its pieces, without the gap around them. */
export const CELL_BODY = 0.8;

/** What hiding costs, per label's area hidden: the move's own cell, another label, another cell, the glass's edge. */
const COST = { own: 20, label: 8, cell: 4, outside: 1 } as const;

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The body of the cell centred at `c`. */
function body(c: { x: number; y: number }, square: number): Rect {
  const side = square * CELL_BODY;
  return { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side };
}

/** Shifts a span [lo, hi] by the least that brings it inside [min, max] (centred where it cannot fit). */
function shiftInto(lo: number, hi: number, min: number, max: number): number {
  if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
  return Math.max(0, min - lo) - Math.max(0, hi - max);
}

/**
 * The label's path from the place `[dx, dy]` beside the cell, drifting up or down, kept inside the
 * bounds: touching the cell's pieces (`touching`), or centred on the neighbouring square that way,
 * its drift about that centre (a free square among cells, its path inside it).
 */
function pathFrom(room: GainRoom, [dx, dy]: readonly [number, number], touching: boolean): GainPlace {
  const { from, square, label, bounds } = room;
  const half = (square * CELL_BODY) / 2;
  const way = room.up ? -1 : 1;
  const drift = Math.min(room.drift, square * GAIN_DRIFT);
  let x = from.x + dx * (touching ? half + label.width / 2 : square);
  let start = touching ? from.y + dy * (half + label.height / 2) : from.y + dy * square - (way * drift) / 2;
  let end = start + way * drift;
  x += shiftInto(x - label.width / 2, x + label.width / 2, bounds.x, bounds.x + bounds.width);
  const shift = shiftInto(
    Math.min(start, end) - label.height / 2,
    Math.max(start, end) + label.height / 2,
    bounds.y,
    bounds.y + bounds.height,
  );
  start += shift;
  end += shift;
  const path = {
    x: x - label.width / 2,
    y: Math.min(start, end) - label.height / 2,
    width: label.width,
    height: Math.abs(end - start) + label.height,
  };
  return { x, start, end, path };
}

/** How much a path hides, weighed: the move's own cell most, then other labels, other cells, the glass's edge. */
export function hides(room: GainRoom, path: Rect): number {
  const area = path.width * path.height;
  const own = overlap(path, body(room.from, room.square)) / area;
  const labels = room.labels.reduce((t, l) => t + overlap(path, l), 0) / area;
  const cells = room.cells.reduce((t, c) => t + overlap(path, body(c, room.square)), 0) / area;
  const outside = 1 - overlap(path, room.inside) / area;
  return COST.own * own + COST.label * labels + COST.cell * cells + COST.outside * outside;
}

/** The place for a gain's label: the first place around its cell that hides nothing, else the one that hides least. */
export function placeGain(room: GainRoom): GainPlace {
  let best: { place: GainPlace; cost: number } | null = null;
  for (const touching of [true, false])
    for (const [dx, dy] of AROUND) {
      const place = pathFrom(room, [dx, room.up ? dy : -dy], touching);
      const cost = hides(room, place.path);
      if (cost < 1e-9) return place;
      if (!best || cost < best.cost - 1e-9) best = { place, cost };
    }
  return best!.place;
}

/** The inside of `fit`'s glass, in game pixels (its bounding box). */
export function glassInside(fit: BoardGeometryFit): Rect {
  const inner = vesselOf(fit.layout).inner;
  const xs = inner.map((p) => p.x);
  const ys = inner.map((p) => p.y);
  const left = fit.left + fit.frame.gridLeft;
  const base = fit.top + fit.frame.gridTop + fit.frame.gridHeight;
  const px = fit.square;
  return {
    x: left + Math.min(...xs) * px,
    y: base - Math.max(...ys) * px,
    width: (Math.max(...xs) - Math.min(...xs)) * px,
    height: (Math.max(...ys) - Math.min(...ys)) * px,
  };
}

/** The board's picture (its glass and rim) on a screen `width`×`height`, in game pixels: where a label may float. */
export function boardBounds(fit: BoardGeometryFit, width: number, height: number): Rect {
  const x = Math.max(0, fit.left);
  const y = Math.max(0, fit.top);
  return {
    x,
    y,
    width: Math.min(width, fit.left + fit.frame.width) - x,
    height: Math.min(height, fit.top + fit.frame.height) - y,
  };
}
