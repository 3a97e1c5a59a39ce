// Where the hint's "Hint" tag stands: beside the gold ring (right, left, above, below, then at its
// corners, then a square further out), inside the board's frame, over no square holding a cell
// where it can, then over the fewest cells; among equals the nearest, then over the fewest empty
// squares. It points toward empty space and hides no cell the player needs to read.

import type { BoardGeometryFit } from './board-geometry.ts';

type Spot = { x: number; y: number; ring: number };

/** The tag's centre, in game pixels, for a tag of `w` × `h` beside `square`'s ring. */
export function hintTagSpot(fit: BoardGeometryFit, square: number, w: number, h: number, filled: (s: number) => boolean): { x: number; y: number } {
  const { x, y } = fit.centre(square);
  const reach = fit.square * 0.45;
  const around = (out: number, ring: number): Spot[] => {
    const dx = reach + out + w / 2;
    const dy = reach + out + h / 2;
    return [
      { x: x + dx, y }, { x: x - dx, y }, { x, y: y - dy }, { x, y: y + dy },
      { x: x + dx, y: y - dy }, { x: x - dx, y: y - dy }, { x: x + dx, y: y + dy }, { x: x - dx, y: y + dy },
    ].map((p) => ({ ...p, ring }));
  };
  const spots = [...around(0, 0), ...around(fit.square, 1)];
  const frame = { left: fit.left, top: fit.top, right: fit.left + fit.frame.width, bottom: fit.top + fit.frame.height };
  // A square's box, a little inside its edges (and half a pixel more, so a tag touching a corner
  // is not counted over a square by rounding).
  const half = fit.square * 0.45 - 0.5;
  const cost = (p: Spot): number => {
    let score = p.x - w / 2 < frame.left || p.x + w / 2 > frame.right || p.y - h / 2 < frame.top || p.y + h / 2 > frame.bottom ? 100_000 : 0;
    score += 100 * p.ring;
    for (let s = 0; s < fit.layout.size; s++) {
      if (s === square) continue;
      const c = fit.centre(s);
      if (Math.abs(c.x - p.x) < w / 2 + half && Math.abs(c.y - p.y) < h / 2 + half) score += filled(s) ? 1000 : 1;
    }
    return score;
  };
  const best = spots.reduce((a, b) => (cost(b) < cost(a) ? b : a));
  return { x: best.x, y: best.y };
}
