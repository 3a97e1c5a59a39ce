// Where a move's floating "+N" goes, without Phaser: beside the placed cell where its whole path
// (from where it pops in to where it fades) stays inside the glass and hides the least: no other
// gain's label, no other cell's centre, not the placed cell itself. Above the cell (below, for a
// loss) when that is clear; else a corner, a side, or the other way.

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
  /** The inside of the glass: the label's whole path stays within it. */
  inside: Rect;
  /** The paths of the other gains' labels in sight. */
  labels: readonly Rect[];
  /** The centres of the other cells on the board, which it should not hide. */
  cells: readonly { x: number; y: number }[];
}

export interface GainPlace {
  /** The label's centre as it pops in, and where it ends. */
  x: number;
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
  [1, 1],
  [-1, 1],
];

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const holds = (r: Rect, p: { x: number; y: number }) =>
  p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;

/** The label's path from `dir`, kept inside the glass: its drift cut short where the glass ends. */
function pathFrom(room: GainRoom, dir: readonly [number, number]): GainPlace {
  const { from, square, label, inside } = room;
  const [dx, dy] = dir;
  const gap = Math.max(2, square * 0.04);
  const x0 = from.x + dx * (square / 2 + label.width / 2 + gap);
  // Its pop-in overshoots its size a little: it starts that much further off.
  const y0 = from.y + dy * (square / 2 + label.height * 0.6 + gap);
  const way = dy !== 0 ? dy : room.up ? -1 : 1;
  const drift = Math.max(0, Math.min(room.drift, inside.height - label.height));
  const low = inside.x + label.width / 2;
  const high = inside.x + inside.width - label.width / 2;
  const x = low > high ? inside.x + inside.width / 2 : Math.min(Math.max(x0, low), high);
  // The start and end both inside: the path shifted in from whichever side it crossed.
  const top = inside.y + label.height / 2;
  const bottom = inside.y + inside.height - label.height / 2;
  let start = y0;
  let end = y0 + way * drift;
  const shift = Math.max(0, top - Math.min(start, end)) - Math.max(0, Math.max(start, end) - bottom);
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

/** How much a path hides: other labels most, then the placed cell, then other cells' centres. */
function hidden(room: GainRoom, path: Rect): number {
  const area = room.label.width * room.label.height;
  const labels = room.labels.reduce((t, l) => t + overlap(path, l) / area, 0);
  const s = room.square;
  const own =
    overlap(path, { x: room.from.x - s / 2, y: room.from.y - s / 2, width: s, height: s }) / (s * s);
  const cells = room.cells.filter((c) => holds(path, c)).length;
  return 4 * labels + 3 * own + cells;
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
