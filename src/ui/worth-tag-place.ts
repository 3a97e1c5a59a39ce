// Where a cell's "+2" stands while a move's worth is previewed (screens/game/move-worth.ts), without
// Phaser: on its own square, so it reads as that cell's, never over the cell's piece count (a player
// reads it) nor over another tag. Inside the square: in a corner where the cell has a count, else
// along its edge (a triangle's flat side, the wide one), then the other of the two, then a cell's
// middle where it carries no count (a triangle has little room elsewhere); where the count leaves no
// room there (a phone's squares), across the square's edge, half in the gap beside it, never
// reaching a neighbour's count. Of those, first one off the new cut lines (`cuts`): a "+2" laid over
// the cut that earned it hid the rule the game teaches, lines not cells; where every free place
// crosses a cut, the first free. Where none is free (a square far too small), no tag: the cut lines
// and the move's total still show.

import type { Disc } from './split-clip.ts';
import { segmentInBox } from './art/geometry.ts';

/** A point in game pixels. */
interface At {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WorthTagRoom {
  /** The cell's centre (a triangle's centroid) and its square's size (a triangle's side), in game pixels. */
  centre: { x: number; y: number };
  square: number;
  /** The tag's size, its pill included. */
  label: { width: number; height: number };
  /** The cell's piece count as drawn, a disc, or null where it carries none. */
  count: { x: number; y: number; r: number } | null;
  /** A triangle's cell pointing up (its flat side at the foot) or down (at the top); null on other grids. */
  points: 'up' | 'down' | null;
  /** The tags already placed. */
  taken: readonly Box[];
  /** Its foot before its top (a cell just placed: its move's floating gain rests at its top). */
  footFirst?: boolean;
  /** The new cuts drawn on the board, each end to end: the tag stands off them where any free place allows. */
  cuts?: readonly (readonly [At, At])[];
  /**
   * The inside of the board's glass: the tag stands whole inside it where any free place allows (an
   * edge column's "+4" half in the gap beside its square lay over the glass's rim).
   */
  glass?: Box;
}

/** The room kept between a tag and its square's edge, its count and another tag, in squares. */
const GAP = 0.03;

/** A cell's count disc on the scene (null: none), where it shows or, `toCome`, where it will once the cell splits. */
export type CountAt = (square: number, toCome?: boolean) => Disc | null;

/**
 * The count a gaining cell's tag keeps off: the one the cell carries once the move lands, drawn yet
 * or not (a neighbour's "+1", placed while it still held one piece and no count, stood where its
 * "2" then came). The previewed move's own new cell has none until it is made.
 */
export function countKeptOff(square: number, moved: number, made: boolean, countAt: CountAt): Disc | null {
  return square === moved && !made ? null : countAt(square, true);
}

/** Whether `box` lies whole inside `outer`. */
function boxWithin(box: Box, outer: Box): boolean {
  return (
    box.x >= outer.x &&
    box.y >= outer.y &&
    box.x + box.width <= outer.x + outer.width &&
    box.y + box.height <= outer.y + outer.height
  );
}

/** The tag's centre, or null where it cannot stand clear of the count and the other tags. */
export function worthTagAt(room: WorthTagRoom): { x: number; y: number } | null {
  const places = room.points === null ? squarePlaces(room) : trianglePlaces(room, room.points);
  const pad = room.square * GAP;
  const freeAt = places.filter((at) => free(at, room, pad));
  const inGlass = freeAt.filter((at) => !room.glass || boxWithin(tagBox(at, room.label), room.glass));
  const open = inGlass.length > 0 ? inGlass : freeAt;
  const cuts = room.cuts ?? [];
  return (
    open.find((at) => !cuts.some(([a, b]) => lineMeetsBox(a, b, tagBox(at, room.label), pad))) ??
    open[0] ??
    null
  );
}

/** Whether the line from `a` to `b` passes through `box` grown by `pad` each side (art/geometry.ts' segmentInBox). */
export function lineMeetsBox(a: At, b: At, box: Box, pad: number): boolean {
  const grown = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
  return segmentInBox(a, b, grown) !== null;
}

/** A square's or a hexagon's places: inside along its top and foot, its corners, its middle, then across its edges. */
function squarePlaces(room: WorthTagRoom): { x: number; y: number }[] {
  const { centre: c, square, label } = room;
  const half = square / 2 - square * GAP;
  const inX = half - label.width / 2;
  const inY = half - label.height / 2;
  const [first, second] = room.footFirst ? [inY, -inY] : [-inY, inY];
  const middles = [
    { x: c.x, y: c.y + first },
    { x: c.x, y: c.y + second },
  ];
  const corners = [
    { x: c.x + inX, y: c.y + first },
    { x: c.x - inX, y: c.y + first },
    { x: c.x + inX, y: c.y + second },
    { x: c.x - inX, y: c.y + second },
  ];
  // A cell with a count: a corner first, as a badge on the square (Chess.com's), not stacked over the
  // count in one column of figures, which a player read as three numbers on one square.
  const inside = inX < 0 || inY < 0 ? [] : room.count ? [...corners, ...middles] : [...middles, ...corners];
  const middle = room.count === null && inX >= 0 && inY >= 0 ? [c] : [];
  const edge = square / 2;
  const across = [
    { x: c.x, y: c.y - edge },
    { x: c.x, y: c.y + edge },
    { x: c.x + edge, y: c.y },
    { x: c.x - edge, y: c.y },
  ];
  return [...inside, ...middle, ...across];
}

/**
 * A triangle's places (its centre the centroid, `square` its side): inside along its flat side,
 * where it is widest; its middle; then across its flat side. A triangle's corners have no room.
 */
function trianglePlaces(room: WorthTagRoom, points: 'up' | 'down'): { x: number; y: number }[] {
  const { centre: c, square, label } = room;
  const pad = square * GAP;
  const h = (square * Math.sqrt(3)) / 2;
  // The flat side: below the centroid on a cell pointing up, above on one pointing down.
  const way = points === 'up' ? 1 : -1;
  const flat = c.y + (way * h) / 3;
  /** The triangle's width at a distance from its flat side, less the room kept at either end. */
  const widthAt = (fromFlat: number) => square * (1 - fromFlat / h) - 2 * pad;
  const places: { x: number; y: number }[] = [];
  if (label.width <= widthAt(pad + label.height))
    places.push({ x: c.x, y: flat - way * (pad + label.height / 2) });
  if (room.count === null && label.width <= widthAt(h / 3 + label.height / 2)) places.push(c);
  places.push({ x: c.x, y: flat });
  return places;
}

/** The tag's box centred at `at`. */
export function tagBox(at: { x: number; y: number }, label: { width: number; height: number }): Box {
  return { x: at.x - label.width / 2, y: at.y - label.height / 2, width: label.width, height: label.height };
}

function free(at: { x: number; y: number }, room: WorthTagRoom, pad: number): boolean {
  const box = tagBox(at, room.label);
  const meets = (o: Box) =>
    box.x < o.x + o.width + pad &&
    o.x < box.x + box.width + pad &&
    box.y < o.y + o.height + pad &&
    o.y < box.y + box.height + pad;
  if (room.taken.some(meets)) return false;
  const count = room.count;
  if (count === null) return true;
  const nx = Math.max(box.x, Math.min(count.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(count.y, box.y + box.height));
  return Math.hypot(nx - count.x, ny - count.y) >= count.r + pad;
}

/** The boxes of the count discs on a board's `size` squares (`countAt` null where none shows): what a preview keeps off. */
export function countBoxes(size: number, countAt: (square: number) => Disc | null): Box[] {
  return Array.from({ length: size }, (_, s) => countAt(s)).flatMap((d) =>
    d ? [{ x: d.x - d.r, y: d.y - d.r, width: 2 * d.r, height: 2 * d.r }] : [],
  );
}
