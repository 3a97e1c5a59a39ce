// The triangle's neighbours as a picture (RULES.md section 14), for the how-to-play's triangle page:
// one triangle, the three that share a side with it, the three that meet it point to point (on the
// line through its centre and that corner), and the six that touch one of its corners some other
// way and never split it. Worked out from the engine's neighbours and the triangles' drawn corners,
// so the picture cannot say what the rules do not.

import { parseLayout, squareName, type Layout } from '../../engine/index.ts';

export interface NeighboursPicture {
  /** The board the picture is drawn on, and its squares drawn (by name). */
  layout: string;
  squares: readonly string[];
  /** The triangle whose neighbours are shown (a cell stands on it). */
  middle: string;
  /** Its neighbours sharing a side, and those meeting it point to point. */
  side: readonly string[];
  point: readonly string[];
  /** The triangles touching one of its corners that are not its neighbours. */
  never: readonly string[];
}

const H = Math.sqrt(3) / 2;

/** The corners of triangle s as drawn (section 14: a side of 1, rows h = √3/2 apart). */
function corners(layout: Layout, s: number): { x: number; y: number }[] {
  const r = layout.rowOf[s]!;
  const x = (layout.colOf[s]! + 1) / 2;
  const up = (layout.colOf[s]! - r) % 2 === 0;
  const base = up ? r * H : (r + 1) * H;
  const tip = up ? (r + 1) * H : r * H;
  return [
    { x: x - 0.5, y: base },
    { x: x + 0.5, y: base },
    { x, y: tip },
  ];
}

/** How many corners squares a and b have in common. */
function sharedCorners(layout: Layout, a: number, b: number): number {
  const ours = corners(layout, a);
  return corners(layout, b).filter((p) => ours.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9)).length;
}

/** The picture of `middle`'s neighbours on `layoutId` (a triangular board), every triangle touching it drawn. */
export function triNeighbours(layoutId = 'tri:4', middle = 'd2'): NeighboursPicture {
  const layout = parseLayout(layoutId);
  const m = Array.from({ length: layout.size }, (_, s) => s).find((s) => squareName(layout, s) === middle);
  if (m === undefined || layout.grid !== 'tri') throw new Error(`${middle} is not a triangle of ${layoutId}`);
  const D = layout.directions;
  const neighbours = new Set<number>();
  for (let d = 0; d < D; d++) {
    const n = layout.neighbour[m * D + d]!;
    if (n >= 0) neighbours.add(n);
  }
  const side: number[] = [];
  const point: number[] = [];
  const never: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    if (s === m) continue;
    const shared = sharedCorners(layout, m, s);
    if (shared === 0) continue;
    if (!neighbours.has(s)) never.push(s);
    else if (shared === 2) side.push(s);
    else point.push(s);
  }
  const name = (s: number) => squareName(layout, s);
  const touching = [m, ...side, ...point, ...never].sort((a, b) => a - b);
  return {
    layout: layoutId,
    squares: touching.map(name),
    middle,
    side: side.map(name),
    point: point.map(name),
    never: never.map(name),
  };
}
