// Where floating words go (a capture's caption, capture-stage-view.ts), without Phaser; a move's
// "+N" rests on its own cell instead (gain-on-cell.ts). The words pop in beside the cell, never
// on it (the move just played stays in sight, its ring clear), and drifts less than half a square up
// (down, for a loss; a short way on a crowded board, where a long sweep would cross the cells'
// counts), into free space: onto the board's rim beside the glass, or the gaps between squares. The
// first place around the cell that hides nothing is taken, in order: touching its pieces above,
// above aside, aside, below; then centred on a neighbouring square the same ways; else the one that
// hides least: the move's own cell most, then other labels (two never overlap where they can stand
// apart), other cells' counts and pieces, empty squares (a player reads them for the next move), and
// least the glass's rim. Its whole path stays inside the board's glass and on the screen, and off
// the squares' names (a place over a name is taken only where every place is). A place off the
// glass's own outline (a dish's or a hexagon's corners, beside a flask's neck) costs more than
// covering other cells: a label there seems to float in the page, away from its board.

import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { vesselOf } from './art/vessels.ts';
import { PAD } from './art/board-frame.ts';

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
  /** The centres of the other cells on the board, whose pieces it should not hide, and their counts least. */
  cells: readonly { x: number; y: number }[];
  /** The centres of the empty squares, which a player reads for the next move: the rim is better. */
  empty?: readonly { x: number; y: number }[];
  /** Boxes it never covers where it has a choice: the squares' names beside the glass. */
  keepOff?: readonly Rect[];
  /**
   * The glass's outline (a dish, a hexagon, a flask's neck): its box's corners are off the board, so
   * a label there seems to float in the page. Without it the box `inside` is the glass.
   */
  glass?: readonly { x: number; y: number }[];
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
export const AROUND: readonly [number, number][] = [
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

/** The share of its drift a gain takes on a crowded board, where a whole one would sweep over counts. */
export const SHORT_DRIFT = 0.3;

/** A cell's body, as a share of its square: its pieces, without the gap around them. */
export const CELL_BODY = 0.8;

/** A gain's number's height, as a share of a square: short, so it fits beside its cell (at least 16 CSS px, move-flourish.ts). */
export const GAIN_FONT = 0.34;

/** A cell's count (its piece numeral) in its middle, as a share of its square. */
export const COUNT_BOX = 0.36;

/**
 * What hiding costs, per label's area hidden: the move's own cell, another label, another cell's
 * count, another cell's pieces, an empty square, the glass's rim beyond the squares.
 */
const COST = {
  own: 20,
  label: 30,
  count: 12,
  cell: 4,
  empty: 1,
  outside: 0.5,
  offGlass: 16,
  keepOff: 1000,
} as const;

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The body of the cell centred at `c` (or its middle `share` of the square). */
function body(c: { x: number; y: number }, square: number, share = CELL_BODY): Rect {
  const side = square * share;
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
export function pathFrom(
  room: GainRoom,
  [dx, dy]: readonly [number, number],
  touching: boolean,
  /** The share of the drift it takes: a short one where a whole one would sweep over counts. */
  share = 1,
): GainPlace {
  const { from, square, label, bounds } = room;
  const half = (square * CELL_BODY) / 2;
  const way = room.up ? -1 : 1;
  const drift = Math.min(room.drift, square * GAIN_DRIFT) * share;
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

/** Whether `p` lies inside the polygon `outline` (even-odd rule). */
function inOutline(p: { x: number; y: number }, outline: readonly { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The share of `path` off the glass's outline, read at a grid of 5 × 3 points over it. */
function offGlass(path: Rect, outline: readonly { x: number; y: number }[] | undefined): number {
  if (!outline || outline.length < 3) return 0;
  let off = 0;
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 3; j++)
      if (!inOutline({ x: path.x + (path.width * i) / 4, y: path.y + (path.height * j) / 2 }, outline)) off++;
  return off / 15;
}

/** How much a path hides, weighed: the move's own cell most, other labels, counts, cells, empty squares, the rim least. */
export function hides(room: GainRoom, path: Rect): number {
  const area = path.width * path.height;
  const sum = (cs: readonly { x: number; y: number }[], share: number) =>
    cs.reduce((t, c) => t + overlap(path, body(c, room.square, share)), 0) / area;
  const own = overlap(path, body(room.from, room.square)) / area;
  const labels = room.labels.reduce((t, l) => t + overlap(path, l), 0) / area;
  const outside = 1 - overlap(path, room.inside) / area;
  const names = (room.keepOff ?? []).reduce((t, k) => t + overlap(path, k), 0) / area;
  return (
    COST.keepOff * names +
    COST.own * own +
    COST.label * labels +
    COST.count * sum(room.cells, COUNT_BOX) +
    COST.cell * sum(room.cells, CELL_BODY) +
    COST.empty * sum(room.empty ?? [], CELL_BODY) +
    COST.outside * outside +
    COST.offGlass * offGlass(path, room.glass)
  );
}

/** The place for a gain's label: the first place around its cell that hides nothing, else the one that hides least. */
export function placeGain(room: GainRoom): GainPlace {
  let best: { place: GainPlace; cost: number } | null = null;
  // A whole drift where it hides nothing; else the least hidden, a short drift when that hides less.
  for (const share of [1, SHORT_DRIFT])
    for (const touching of [true, false])
      for (const [dx, dy] of AROUND) {
        const place = pathFrom(room, [dx, room.up ? dy : -dy], touching, share);
        const cost = hides(room, place.path);
        if (cost < 1e-9) return place;
        if (!best || cost < best.cost - 1e-9) best = { place, cost };
      }
  return best!.place;
}

/** The outline of `fit`'s glass inside, in game pixels. */
export function glassOutline(fit: BoardGeometryFit): { x: number; y: number }[] {
  const left = fit.left + fit.frame.gridLeft;
  const base = fit.top + fit.frame.gridTop + fit.frame.gridHeight;
  return vesselOf(fit.layout).inner.map((p) => ({ x: left + p.x * fit.square, y: base - p.y * fit.square }));
}

/** The inside of `fit`'s glass, in game pixels (its bounding box). */
export function glassInside(fit: BoardGeometryFit): Rect {
  const outline = glassOutline(fit);
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/**
 * Where a label may float on a screen `width`×`height`, in game pixels: inside the board's glass
 * (never over its frame, nor the squares' names beside it), within the screen.
 */
export function boardBounds(fit: BoardGeometryFit, width: number, height: number): Rect {
  const glass = glassInside(fit);
  const x = Math.max(0, fit.left, glass.x);
  const y = Math.max(0, fit.top + PAD * fit.square, glass.y);
  return {
    x,
    y,
    width: Math.min(width, fit.left + fit.frame.width, glass.x + glass.width) - x,
    height: Math.min(height, fit.top + fit.frame.height, glass.y + glass.height) - y,
  };
}
