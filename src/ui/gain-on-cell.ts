// Where a move's floating "+N" goes, without Phaser: on the cell that made it, so it reads as that
// cell's. It pops in over the cell's middle and rises to rest against the top of the cell's own
// square (a loss, for the other player, falls to rest against its bottom), never out over a
// neighbouring square: a "+8" resting beside its cell read as the empty square's next to it. Where
// a move both gains and takes points, the gain keeps to the cell's upper half and the loss to its
// lower, drifting only as far as their halves allow. Where another gain still in sight stands in the
// way (a gain and a loss on a square too small for both), it stands still, then steps out past its
// cell's edge by half a label at a time until the two are apart. Its whole path stays on the
// board's picture. A label taller than its square (a phone's 12×12) is
// centred on its cell and stands still.

import type { Rect } from './board-geometry.ts';
import { GAIN_DRIFT, type GainPlace, type GainRoom } from './gain-place.ts';

/** A gain's room on its own cell: the room gain-place.ts finds free space in, without the glass and the other cells. */
export type CellGainRoom = Pick<
  GainRoom,
  'from' | 'square' | 'label' | 'up' | 'drift' | 'bounds' | 'labels'
> & {
  /** A gain and a loss of one move share the cell: each keeps to its own half, the gain the upper. */
  shared?: boolean;
};

/** How many half labels a gain steps out past its cell's edge, at most, to stand apart from another. */
const MOST_STEPS = 4;

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Shifts a span [lo, hi] by the least that brings it inside [min, max] (centred where it cannot fit). */
function shiftInto(lo: number, hi: number, min: number, max: number): number {
  if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
  return Math.max(0, min - lo) - Math.max(0, hi - max);
}

/** The path that ends with the label's centre at `end`, having drifted `drift` its way, kept inside the bounds. */
function pathTo(room: CellGainRoom, end: number, drift: number): GainPlace {
  const { from, label, bounds } = room;
  const way = room.up ? -1 : 1;
  let start = end - way * drift;
  const x =
    from.x + shiftInto(from.x - label.width / 2, from.x + label.width / 2, bounds.x, bounds.x + bounds.width);
  const lo = Math.min(start, end) - label.height / 2;
  const hi = Math.max(start, end) + label.height / 2;
  const shift = shiftInto(lo, hi, bounds.y, bounds.y + bounds.height);
  start += shift;
  end += shift;
  const path = { x: x - label.width / 2, y: lo + shift, width: label.width, height: hi - lo };
  return { x, start, end, path };
}

/** The place for a move's gain on its own cell: inside its square where it fits, else the nearest place apart from the other gains. */
export function gainOnCell(room: CellGainRoom): GainPlace {
  const { from, square, label } = room;
  const way = room.up ? -1 : 1;
  const fits = label.height <= square;
  // At rest its outer side meets its square's edge: inside the square, over no neighbour.
  const rest = fits ? from.y + way * (square / 2 - label.height / 2) : from.y;
  const space = room.shared ? square / 2 : square;
  const drift = Math.min(room.drift, square * GAIN_DRIFT, Math.max(0, space - label.height));
  let best: { place: GainPlace; hidden: number } | null = null;
  for (let step = 0; step <= MOST_STEPS; step++)
    for (const share of [1, 0]) {
      const place = pathTo(room, rest + (way * step * label.height) / 2, drift * share);
      const hidden = room.labels.reduce((t, l) => t + overlap(place.path, l), 0);
      if (hidden < 1e-9) return place;
      if (!best || hidden < best.hidden - 1e-9) best = { place, hidden };
    }
  return best!.place;
}

/** The room a gain leaves between itself and its cell's count, in label heights. */
const COUNT_GAP = 0.08;

/**
 * The gain's font size that lets it rest between its square's edge and its cell's count (`count`,
 * the figure's disc as a box; null for none): `want` where that fits, smaller down to `least`.
 * `perFont`: the label's height per pixel of its font.
 */
export function gainFontBesideCount(
  room: Pick<CellGainRoom, 'from' | 'square' | 'up'>,
  count: Rect | null,
  font: { want: number; least: number; perFont: number },
): number {
  if (count === null) return font.want;
  const edge = room.up ? room.from.y - room.square / 2 : room.from.y + room.square / 2;
  const space = room.up ? count.y - edge : edge - (count.y + count.height);
  const fits = space / (font.perFont * (1 + COUNT_GAP));
  return Math.max(font.least, Math.min(font.want, fits));
}

/** Where a gain rests, as a box: its label at the end of its path. */
export function restingBox(place: GainPlace, label: { width: number; height: number }): Rect {
  return {
    x: place.x - label.width / 2,
    y: place.end - label.height / 2,
    width: label.width,
    height: label.height,
  };
}

/**
 * Whether a gain resting at `place` would cover its cell's count (a square too small for both: a
 * phone's 7×7 or 8×8): then the count steps out of sight while the gain shows, and back as it goes.
 */
export function gainCoversCount(
  place: GainPlace,
  label: { width: number; height: number },
  count: Rect | null,
): boolean {
  if (count === null) return false;
  const r = restingBox(place, label);
  return (
    r.x < count.x + count.width &&
    count.x < r.x + r.width &&
    r.y < count.y + count.height &&
    count.y < r.y + r.height
  );
}
