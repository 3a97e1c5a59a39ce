// Where a board's square names stand, without drawing them: a column letter below each column and
// a row number left of each row (RULES.md section 1), just outside the vessel's glass (a
// triangle's by each row's first cell, along its slanted side: section 14). On a hexagonal board
// (section 7) rows run across and columns run up and to the left: every column's letter stands at
// the column's foot, where it starts as a row starts at its number, so all the letters run round
// the board's foot in one line, a to the last, and all the numbers up its left side (as Abalone's
// board is named). A column that reaches the bottom row has its letter straight under its end
// hexagon; the others start on the lower-right side, their letter out along the column's own line
// there, so reading up that line finds the column. (letters split over the top and under
// the bottom sent a player looking at both; letters strung up the slant off their columns'
// lines could not be read off.) A lit label's guide runs from there to the square it names.

import { columnLetter, type Layout } from '../engine/index.ts';
import { boardPlan } from './art/board-plan.ts';
import type { Point } from './art/geometry.ts';
import { RIM, vesselOf } from './art/vessels.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { readable } from './device-pixels.ts';
import type { LabelsOnRim } from '../screens/game/board-fit.ts';

/** How far (in squares) a row's first square may stand from its number on the wall before the number comes in beside the square. */
export const SLANTED_AWAY = 0.5;

/** Room around the board's picture the labels take, in game pixels. */
export interface LabelRoom {
  left: number;
  right: number;
  bottom: number;
  /** Over the picture: a hexagonal board's letters of the columns that end on its top side. */
  top: number;
}

/** The height the labels take over and under the board's picture. */
export function roomHigh(room: LabelRoom): number {
  return room.top + room.bottom;
}

/** The labels' font size in game pixels: never under the readable least. */
export function labelFont(u: number): number {
  return readable(13 * u);
}

/**
 * The size `layout`'s labels are drawn at for a font of `font`: a tenth larger on a hexagonal or a
 * triangular board, whose names stand on slanted lines where small type reads poorly on a phone (over
 * the 13 CSS px floor that is 14, as a fifth over the old 12 was: no wider a column for two-digit rows).
 */
export function labelSizeFor(layout: Layout, font: number): number {
  return layout.grid === 'hex' || layout.grid === 'tri' ? Math.round(font * 1.1) : font;
}

/** The room the labels of `layout` need beside its picture at font size `font` (none at the left when its row numbers stand `onRim`). */
export function labelRoom(layout: Layout, base: number, onRim: LabelsOnRim = false): LabelRoom {
  const font = labelSizeFor(layout, base);
  const gap = font * 0.35;
  const digits = String(layout.rows).length;
  // A hexagonal board's names on its rim take no room beside it, and under it only what the
  // letters on its bottom side reach past the picture's margin.
  if (onRim && layout.grid === 'hex') return { left: 0, right: 0, bottom: font * 0.6, top: 0 };
  // A hexagonal board's letters stand round its foot: under its bottom side and out from its
  // lower-right side, the last a little past the glass's right corner (room for it: on an upright
  // phone the glass runs to the screen's edge, and the letter was cut off), none over it.
  const hex = layout.grid === 'hex';
  return {
    left: onRim ? 0 : gap + font * (0.65 * digits + 0.1),
    right: hex ? font * 0.4 : 0,
    bottom: gap + font * 1.25,
    top: 0,
  };
}

/**
 * Where a ray from `from` along `d` first leaves `polygon`: the distance along it (Infinity if
 * never), and the unit normal of the side it leaves by, pointing out of the polygon.
 */
function exitAt(polygon: readonly Point[], from: Point, d: Point): { t: number; normal: Point } {
  let best = Infinity;
  let normal = { x: d.x, y: d.y };
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const denom = d.x * ey - d.y * ex;
    if (Math.abs(denom) < 1e-12) continue;
    const t = ((a.x - from.x) * ey - (a.y - from.y) * ex) / denom;
    const u = ((a.x - from.x) * d.y - (a.y - from.y) * d.x) / denom;
    if (t > 1e-9 && u >= 0 && u <= 1 && t < best) {
      best = t;
      const len = Math.hypot(ex, ey);
      // Of the side's two normals, the one the ray leaves along.
      const n = { x: ey / len, y: -ex / len };
      normal = n.x * d.x + n.y * d.y >= 0 ? n : { x: -n.x, y: -n.y };
    }
  }
  return { t: best, normal };
}

export interface BoardLabelPlace {
  text: string;
  /** Where the text is anchored, in game pixels, and which point of it (Phaser's origin). */
  x: number;
  y: number;
  originX: number;
  originY: number;
  /** Where the label's line of squares meets the tray's edge, in game pixels (a hexagonal board's guide starts there). */
  edge: Point;
}

/** Every column letter and row number of `fit`'s board, placed just outside its vessel (row numbers `onRim`: on the rim of its glass). */
export function boardLabelPlaces(
  fit: BoardGeometryFit,
  font: number,
  onRim: LabelsOnRim = false,
): BoardLabelPlace[] {
  const layout = fit.layout;
  const plan = boardPlan(layout);
  const vessel = vesselOf(layout);
  const px = fit.square;
  const toScreen = (p: Point) => ({
    x: fit.left + fit.frame.gridLeft + p.x * px,
    y: fit.top + fit.frame.gridTop + (plan.height - p.y) * px,
  });
  const gap = font * 0.35;
  // The square a column's label goes out from (its lowest), and a row's (its leftmost).
  const columnEnd = new Map<number, number>();
  const rowEnd = new Map<number, number>();
  const lowestRow = Math.min(...layout.rowOf.slice(0, layout.size));
  for (let s = 0; s < layout.size; s++) {
    const c = layout.colOf[s]!;
    const r = layout.rowOf[s]!;
    const low = columnEnd.get(c);
    if (low === undefined || layout.rowOf[low]! > r) columnEnd.set(c, s);
    const left = rowEnd.get(r);
    if (left === undefined || layout.colOf[left]! > c) rowEnd.set(r, s);
  }
  // A square grid's letters stand in a line under the whole vessel, as on a chart; a hexagonal
  // board's where a player reads a column's name, over or under it (along the lower-right
  // slanted side "c3" could not be read off): a column that reaches the bottom row has its letter
  // under the bottom side, the others over the top side (every column reaches one of the two). Every row's number stands by
  // the vessel's wall where that row meets it: a flask's neck, a petri dish's curve, a triangle's
  // slanted side, not in a column by the widest row, which leaves a narrow row's number far off.
  const hex = layout.grid === 'hex';
  const tri = layout.grid === 'tri';
  const exit = (s: number, d: Point) => exitAt(vessel.outer, plan.centres[s]!, d);
  const out = (s: number, d: Point): Point => {
    const from = plan.centres[s]!;
    if (!hex && d.y < 0) return toScreen({ x: from.x, y: vessel.bounds.bottom });
    const { t } = exit(s, d);
    return toScreen({ x: from.x + d.x * t, y: from.y + d.y * t });
  };
  const places: BoardLabelPlace[] = [];
  // Down a square grid's column.
  const south = { x: 0, y: -1 };
  // Across a side slanted at 60° (a triangle's, a hexagonal board's) the rim is this much wider than its thickness.
  const slanted = RIM / 2 / Math.sin(Math.PI / 3);
  // A hexagonal board's letter in a row over its flat top side or under its flat bottom one, straight
  // over or under its column's end: off the rim a gap past the tray, on it halfway across the wall, and never
  // over the column's end hexagon (its point a hexagon's half height, 1/√3 of a square, from its centre).
  const hexColumnLetter = (text: string, s: number, overTop: boolean): BoardLabelPlace => {
    const side = toScreen({ x: 0, y: overTop ? vessel.bounds.top : vessel.bounds.bottom }).y;
    const centre = toScreen(plan.centres[s]!);
    const outward = overTop ? -1 : 1;
    const clearOfHexagon = centre.y + outward * (px / Math.sqrt(3) + font * 0.7 + 1);
    const y = onRim
      ? outward * Math.max(outward * (side - outward * (RIM / 2) * px), outward * clearOfHexagon)
      : side + outward * (gap + font * 0.7);
    // Straight over or under the column's end hexagon: on the column's slanted line it stood half a
    // hexagon aside, between two of them, and read as its neighbour's. Its guide, lit, still leaves
    // the tray where the column's line does, and runs along the column's cells.
    const edge = { x: centre.x + (side - centre.y) / Math.sqrt(3), y: side };
    return { text, x: centre.x, y, originX: 0.5, originY: 0.5, edge };
  };
  // A hexagonal board's column that starts on its lower-right side: the letter out along the column's
  // own line (down and to the right, 60° under the level), off the rim a gap past the tray, on it
  // halfway across the wall (the line crosses the wall at 30° to its square, so 1/cos 30° longer).
  const down = { x: 0.5, y: -Math.sqrt(3) / 2 };
  const hexSlantLetter = (text: string, s: number): BoardLabelPlace => {
    const from = plan.centres[s]!;
    const { t } = exit(s, down);
    const wall = RIM / 2 / Math.cos(Math.PI / 6);
    const edge = toScreen({ x: from.x + down.x * t, y: from.y + down.y * t });
    // How far out along the line from the hexagon's centre, in game pixels: on the rim never over
    // the hexagon itself (small squares' rims are thin), off it a gap past the tray.
    const along = onRim ? Math.max((t - wall) * px, 0.93 * px + font * 0.75) : t * px + gap + font * 0.7;
    // Screen y grows downwards: the line's screen direction is (0.5, +√3/2).
    const centre = toScreen(from);
    return {
      text,
      x: centre.x + down.x * along,
      y: centre.y - down.y * along,
      originX: 0.5,
      originY: 0.5,
      edge,
    };
  };
  for (const [c, low] of [...columnEnd].sort((a, b) => a[0] - b[0])) {
    if (hex) {
      const onFoot = layout.rowOf[low]! === lowestRow;
      places.push(
        onFoot ? hexColumnLetter(columnLetter(c), low, false) : hexSlantLetter(columnLetter(c), low),
      );
      continue;
    }
    // Under a square grid's column (down from its lowest square), a gap under the tray: on the
    // rim's foot a phone on its side had its letters tight against the glass.
    const edge = out(low, south);
    const reach = gap + font * 0.6;
    // On a round or odd vessel (a dish, a flask) a column that stops short of the vessel's foot has
    // its letter a gap under its own lowest square: under the whole vessel it floated far from row 1.
    const lowBottom = toScreen(plan.centres[low]!).y + px / 2;
    const short = layout.grid === 'square' && edge.y - lowBottom > SLANTED_AWAY * px;
    places.push({
      text: columnLetter(c),
      x: edge.x + south.x * reach,
      y: short ? lowBottom + gap + font * 0.6 : edge.y - south.y * reach,
      originX: 0.5,
      originY: 0.5,
      edge,
    });
  }
  for (const [r, s] of [...rowEnd].sort((a, b) => a[0] - b[0])) {
    const edge = out(s, { x: -1, y: 0 });
    if (onRim && (tri || hex))
      // On the slanted rim: half its width across, measured along the row (the side rises at 60°).
      places.push({
        text: String(r + 1),
        x: edge.x + slanted * px,
        y: edge.y,
        originX: 0.5,
        originY: 0.5,
        edge,
      });
    else if (onRim && !hex) {
      // On the glass where the row meets the wall, half a tray's rim in: on a flask's neck by the neck,
      // on a dish's curve (never out on the agar, where the pale type would not read). Where the wall
      // slants away from the row (a flask's shoulders), the number comes in level with the row's first
      // square, a gap off its left side, so it reads against its row, not up the slanted wall.
      const firstLeft = toScreen(plan.centres[s]!).x - px / 2;
      const onWall = edge.x + (RIM / 2) * px;
      const half = (font * 0.6 * String(r + 1).length) / 2;
      places.push({
        text: String(r + 1),
        x: firstLeft - onWall > SLANTED_AWAY * px ? firstLeft - gap - half : onWall,
        y: edge.y,
        originX: 0.5,
        originY: 0.5,
        edge,
      });
    } else {
      // A row whose first square stands well in from the wall (a dish's curve) has its number a gap
      // off that square, beside the row it names, not out by the wall.
      const firstLeft = toScreen(plan.centres[s]!).x - px / 2;
      const away = !tri && !hex && firstLeft - edge.x > SLANTED_AWAY * px;
      places.push({
        text: String(r + 1),
        x: (away ? firstLeft : edge.x) - gap,
        y: edge.y,
        originX: 1,
        originY: 0.5,
        edge,
      });
    }
  }
  return tri || hex ? places : inLines(places);
}

/**
 * A square grid's names on a chart's straight lines: every letter on the lowest letter's line, every
 * number on the leftmost number's column, so on a dish or a flask no name stands off its line by the
 * curve ("a" sat by "1" in a corner, "f" beside row 1). Each stays clear of every square: the
 * lowest letter is under all of them, the leftmost number left of all of them.
 */
function inLines(places: BoardLabelPlace[]): BoardLabelPlace[] {
  const letters = places.filter((p) => !/^\d+$/.test(p.text));
  const numbers = places.filter((p) => /^\d+$/.test(p.text));
  const y = Math.max(...letters.map((p) => p.y));
  const x = Math.min(...numbers.map((p) => p.x));
  return [...letters.map((p) => ({ ...p, y })), ...numbers.map((p) => ({ ...p, x }))];
}

/** A lit label's line: from where it leaves the tray to the edge of the square it names. */
export interface LabelGuide {
  from: Point;
  to: Point;
}

/**
 * The guide from a label's tray edge `edge` towards the square centred at `centre`, stopping
 * short of it by `stop` so the square itself (and the cell or aim ring on it) stays clear.
 */
export function guideTo(edge: Point, centre: Point, stop: number): LabelGuide | null {
  const dx = centre.x - edge.x;
  const dy = centre.y - edge.y;
  const length = Math.hypot(dx, dy);
  if (length <= stop) return null;
  const k = (length - stop) / length;
  return { from: edge, to: { x: edge.x + dx * k, y: edge.y + dy * k } };
}

/**
 * Where a label's guide starts: at the tray's edge `edge`, or where the line from there towards
 * `centre` leaves the label's own box `box` (and `gap` more) where it starts under it. A label on
 * the rim (a phone on its side) stands where its line leaves the tray: a guide drawn from there
 * struck its own "1" through, and the name it was lit to show could not be read.
 */
export function guideStart(
  edge: Point,
  centre: Point,
  box: { x: number; y: number; width: number; height: number },
  gap: number,
): Point {
  const dx = centre.x - edge.x;
  const dy = centre.y - edge.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return edge;
  const ux = dx / length;
  const uy = dy / length;
  // Along the line, where it is inside the box (slabs), past a gap round it.
  let enter = -Infinity;
  let leave = Infinity;
  for (const [p, d, lo, hi] of [
    [edge.x, ux, box.x - gap, box.x + box.width + gap],
    [edge.y, uy, box.y - gap, box.y + box.height + gap],
  ] as const) {
    if (Math.abs(d) < 1e-12) {
      if (p < lo || p > hi) return edge;
      continue;
    }
    const a = (lo - p) / d;
    const b = (hi - p) / d;
    enter = Math.max(enter, Math.min(a, b));
    leave = Math.min(leave, Math.max(a, b));
  }
  if (leave <= Math.max(0, enter) || leave <= 0) return edge;
  const t = Math.min(leave, length);
  return { x: edge.x + ux * t, y: edge.y + uy * t };
}
