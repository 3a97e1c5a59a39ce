// Where a move's floating "+N" goes, without Phaser: it pops in on the square that divided and
// drifts less than half a square, so it never leaves the move that made it; up (down, for a loss)
// when that hides nothing, else the way that hides least: no other gain's label, no other cell's
// centre. Its whole path stays inside the glass.

import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { vesselOf } from './art/vessels.ts';

export interface GainRoom {
  /** The placed cell's centre, and the squares' size, in game pixels. */
  from: { x: number; y: number };
  /** How far from the cell's centre it pops in, along the way it drifts (a loss under a gain on the same square). */
  offset?: number;
  square: number;
  /** The label's size. */
  label: { width: number; height: number };
  /** A gain rises, a loss falls. */
  up: boolean;
  /** How far it drifts while it fades. */
  drift: number;
  /** The inside of the glass: the label's whole path stays within it. */
  inside: Rect;
  /** The paths of the other gains' labels in sight. */
  labels: readonly Rect[];
  /** The centres of the other cells on the board, which it should not hide. */
  cells: readonly { x: number; y: number }[];
}

export interface GainPlace {
  /** The label's centre as it pops in (x, start), and where it ends (endX, end). */
  x: number;
  endX: number;
  start: number;
  end: number;
  /** The box its path sweeps. */
  path: Rect;
}

/** The directions tried, in order of preference, for a gain (a loss mirrors them). */
const DIRECTIONS: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [-1, -1],
  [1, 0],
  [-1, 0],
  [0, 1],
];

/** The most a label drifts, in squares: less than half a square, so it stays on its own square's edge. */
export const GAIN_DRIFT = 0.45;

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const holds = (r: Rect, p: { x: number; y: number }) =>
  p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;

/** The label's path from `dir`, kept inside the glass: it pops in on the cell, drifts along `dir`. */
function pathFrom(room: GainRoom, dir: readonly [number, number]): GainPlace {
  const { from, square, label, inside } = room;
  const [dx, dy] = dir;
  const way = dy !== 0 ? dy : room.up ? -1 : 1;
  const drift = Math.min(room.drift, square * GAIN_DRIFT);
  const offset = room.offset ?? 0;
  const x0 = from.x;
  const y0 = from.y + (room.up ? -1 : 1) * offset;
  const low = inside.x + label.width / 2;
  const high = inside.x + inside.width - label.width / 2;
  const clampX = (x: number) => (low > high ? inside.x + inside.width / 2 : Math.min(Math.max(x, low), high));
  const x = clampX(x0);
  const endX = clampX(x0 + dx * drift);
  // The start and end both inside: the path shifted in from whichever side it crossed.
  const top = inside.y + label.height / 2;
  const bottom = inside.y + inside.height - label.height / 2;
  let start = y0;
  let end = y0 + (dy !== 0 ? way * drift : 0);
  const shift = Math.max(0, top - Math.min(start, end)) - Math.max(0, Math.max(start, end) - bottom);
  start += shift;
  end += shift;
  const path = {
    x: Math.min(x, endX) - label.width / 2,
    y: Math.min(start, end) - label.height / 2,
    width: Math.abs(endX - x) + label.width,
    height: Math.abs(end - start) + label.height,
  };
  return { x, endX, start, end, path };
}

/** How much a path hides: other labels most, then other cells' centres. */
function hidden(room: GainRoom, path: Rect): number {
  const area = room.label.width * room.label.height;
  const labels = room.labels.reduce((t, l) => t + overlap(path, l) / area, 0);
  const cells = room.cells.filter((c) => holds(path, c)).length;
  return 4 * labels + cells;
}

/** The place for a gain's label: the first direction that hides nothing, else the one that hides least. */
export function placeGain(room: GainRoom): GainPlace {
  let best: { place: GainPlace; cost: number } | null = null;
  for (const [dx, dy] of DIRECTIONS) {
    const place = pathFrom(room, [dx, room.up ? dy : -dy]);
    const cost = hidden(room, place.path);
    if (cost === 0) return place;
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
