// The parts of the aim's tie (the line from the aimed square to its Place bubble) that are drawn:
// the whole line but where it would cross a board label (a row's number, highlighted for the aimed
// row), so the label stays readable.

import { segmentInBox, type Point } from './art/geometry.ts';
import type { Rect } from './board-geometry.ts';

/** The pieces of the segment a→b outside every box of `around`, in order along it. */
export function tiePieces(a: Point, b: Point, around: readonly Rect[]): [Point, Point][] {
  const cuts = around
    .map((r) => segmentInBox(a, b, r))
    .filter((c): c is [number, number] => c !== null && c[0] < c[1])
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
