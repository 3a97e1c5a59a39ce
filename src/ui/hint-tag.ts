// Where the hint's "Hint" tag stands: beside the gold ring (right, left, above or below), inside
// the board's frame, over no square holding a cell where it can, and then over the fewest squares,
// so it points toward empty space and hides no cell.

import type { BoardGeometryFit } from './board-geometry.ts';

/** The tag's centre, in game pixels, for a tag of `w` × `h` beside `square`'s ring. */
export function hintTagSpot(fit: BoardGeometryFit, square: number, w: number, h: number, filled: (s: number) => boolean): { x: number; y: number } {
  const { x, y } = fit.centre(square);
  const reach = fit.square * 0.45;
  const spots = [
    { x: x + reach + w / 2, y }, { x: x - reach - w / 2, y },
    { x, y: y - reach - h / 2 }, { x, y: y + reach + h / 2 },
  ];
  const frame = { left: fit.left, top: fit.top, right: fit.left + fit.frame.width, bottom: fit.top + fit.frame.height };
  const half = fit.square * 0.45;
  const cost = (p: { x: number; y: number }): number => {
    let score = p.x - w / 2 < frame.left || p.x + w / 2 > frame.right || p.y - h / 2 < frame.top || p.y + h / 2 > frame.bottom ? 10_000 : 0;
    for (let s = 0; s < fit.layout.size; s++) {
      if (s === square) continue;
      const c = fit.centre(s);
      if (Math.abs(c.x - p.x) < w / 2 + half && Math.abs(c.y - p.y) < h / 2 + half) score += filled(s) ? 100 : 1;
    }
    return score;
  };
  return spots.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}
