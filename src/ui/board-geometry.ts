// Where a layout's squares lie on the screen: the board background's frame (from the art code,
// so the drawn vessel and the squares agree) fitted into a rectangle, and the pointer-to-square
// hit test (a column, under gravity).

import type { Layout } from '../engine/index.ts';
import { boardFrame, squarePlacement, type BoardFrame, type BoardGeometry } from './art/board-frame.ts';
import { vesselOf } from './art/vessels.ts';
import { boardPlan } from './art/board-plan.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The width of a layout's glass, its outer walls' span, in board units. */
export function glassSpan(layout: Layout): number {
  const xs = vesselOf(layout).outer.map((p) => p.x);
  return Math.max(...xs) - Math.min(...xs);
}

export class BoardGeometryFit {
  readonly square: number;
  readonly geometry: BoardGeometry;
  readonly frame: BoardFrame;
  /** Top-left of the background image, in game pixels. */
  readonly left: number;
  readonly top: number;

  /**
   * `room` is kept free beside the picture within `area` (for the squares' labels). A board that
   * `bleeds` fits its glass to the area's width, its picture's margin past the area's sides (and
   * a beaker's room for its lip, which holds no glass).
   */
  constructor(
    readonly layout: Layout,
    whole: Rect,
    readonly room: { left: number; right: number; bottom: number; top?: number } = {
      left: 0,
      right: 0,
      bottom: 0,
    },
    bleed = false,
  ) {
    const area = {
      x: whole.x + room.left,
      y: whole.y + (room.top ?? 0),
      width: whole.width - room.left - room.right,
      height: whole.height - room.bottom - (room.top ?? 0),
    };
    const probe = boardFrame({ layout, square: 100 });
    const across = bleed ? glassSpan(layout) * 100 : probe.width;
    this.square = Math.max(8, Math.floor(Math.min(area.width / across, area.height / probe.height) * 100));
    this.geometry = { layout, square: this.square };
    this.frame = boardFrame(this.geometry);
    this.left = Math.round(area.x + (area.width - this.frame.width) / 2);
    this.top = Math.round(area.y + (area.height - this.frame.height) / 2);
  }

  /** The vessel's outer wall as a closed outline in game pixels (a flask's shoulders, a dish's round), its corners rounded as the glass's. */
  outline(): { x: number; y: number }[] {
    const height = boardPlan(this.layout).height;
    const x0 = this.left + this.frame.gridLeft;
    const y0 = this.top + this.frame.gridTop;
    const vessel = vesselOf(this.layout);
    const points = vessel.outer.map((p) => ({
      x: x0 + p.x * this.square,
      y: y0 + (height - p.y) * this.square,
    }));
    return roundCorners(points, vessel.corner * this.square);
  }

  /** The centre of square s in game pixels. */
  centre(s: number): { x: number; y: number } {
    const p = squarePlacement(this.geometry, this.frame, s);
    return { x: this.left + p.centreX, y: this.top + p.centreY };
  }

  /**
   * Where square s's cell frame is drawn, from the layout's drawn centres: its centre and the
   * side of its frame in game pixels. A square cell's frame is one square wide; a hexagonal cell's
   * is 2/√3 squares, its hexagon filling the frame's height and one square of its width.
   */
  cellPlacement(s: number): { x: number; y: number; size: number } {
    const p = squarePlacement(this.geometry, this.frame, s);
    return { x: this.left + p.centreX, y: this.top + p.centreY, size: p.size };
  }

  /** The y of the top of the grid (where gravity drops start). */
  gridTop(): number {
    return this.top + this.frame.gridTop;
  }

  /** The column under x, or −1. */
  columnAt(x: number): number {
    const c = Math.floor((x - this.left - this.frame.gridLeft) / this.square);
    return c >= 0 && c < this.layout.cols ? c : -1;
  }

  /** The playable square under (x, y), or −1. */
  squareAt(x: number, y: number): number {
    if (this.layout.grid !== 'square') return this.nearestCell(x, y);
    const c = this.columnAt(x);
    const fromTop = Math.floor((y - this.top - this.frame.gridTop) / this.square);
    const r = this.layout.rows - 1 - fromTop;
    if (c < 0 || r < 0 || r >= this.layout.rows) return -1;
    return this.layout.squareAt[r * this.layout.cols + c]!;
  }

  /**
   * On a hexagonal or triangular board the cell under a point is the one whose centre is nearest,
   * if the point lies within a cell's reach of that centre: the cells tile the plane exactly so (a
   * triangle's centres form a honeycomb, whose nearest-centre regions are the triangles themselves,
   * so a tap by a triangle's corner is still that triangle's: tests/ui/board-geometry.test.ts).
   */
  private nearestCell(x: number, y: number): number {
    let best = -1;
    let bestDistance = (this.square / Math.sqrt(3)) ** 2;
    for (let s = 0; s < this.layout.size; s++) {
      const p = this.centre(s);
      const d = (p.x - x) ** 2 + (p.y - y) ** 2;
      if (d < bestDistance) {
        best = s;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Whether (x, y) lies on the board's picture at all (gravity taps may land above the squares). */
  contains(x: number, y: number): boolean {
    return (
      x >= this.left && x < this.left + this.frame.width && y >= this.top && y < this.top + this.frame.height
    );
  }
}

/**
 * A closed polygon with each corner rounded (a quadratic curve from `r` before it to `r` after,
 * as far as half of each side allows); `r` 0 leaves it as it is.
 */
export function roundCorners(
  points: readonly { x: number; y: number }[],
  r: number,
): { x: number; y: number }[] {
  if (r <= 0) return [...points];
  const n = points.length;
  return points.flatMap((p, i) => {
    const a = points[(i + n - 1) % n]!;
    const b = points[(i + 1) % n]!;
    const toward = (q: { x: number; y: number }) => {
      const d = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const t = Math.min(r, d / 2) / d;
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    };
    const from = toward(a);
    const to = toward(b);
    return Array.from({ length: 7 }, (_, k) => {
      const t = k / 6;
      return {
        x: (1 - t) ** 2 * from.x + 2 * t * (1 - t) * p.x + t * t * to.x,
        y: (1 - t) ** 2 * from.y + 2 * t * (1 - t) * p.y + t * t * to.y,
      };
    });
  });
}
