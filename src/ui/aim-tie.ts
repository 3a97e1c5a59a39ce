// The parts of the aim's tie (the line from the aimed square to its Place bubble) that are drawn:
// the whole line but where it would cross a board label (a row's number, highlighted for the aimed
// row), so the label stays readable.

import type { Point } from './art/geometry.ts';
import type { Rect } from './board-geometry.ts';

/** Where the segment a→b runs inside `r`, as fractions [enter, exit] of its length, or null (Liang–Barsky). */
function inside(a: Point, b: Point, r: Rect): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let enter = 0;
  let exit = 1;
  for (const [p, q] of [
    [-dx, a.x - r.x],
    [dx, r.x + r.width - a.x],
    [-dy, a.y - r.y],
    [dy, r.y + r.height - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else exit = Math.min(exit, t);
  }
  return enter < exit ? [enter, exit] : null;
}

/** The pieces of the segment a→b outside every box of `around`, in order along it. */
export function tiePieces(a: Point, b: Point, around: readonly Rect[]): [Point, Point][] {
  const cuts = around
    .map((r) => inside(a, b, r))
    .filter((c): c is [number, number] => c !== null)
    .sort((m, n) => m[0] - n[0]);
  const at = (t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  const pieces: [Point, Point][] = [];
  let from = 0;
  for (const [enter, exit] of cuts) {
    if (enter > from) pieces.push([at(from), at(enter)]);
    from = Math.max(from, exit);
  }
  if (from < 1) pieces.push([at(from), b]);
  return pieces;
}
