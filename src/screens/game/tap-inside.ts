// Whether a quick tap on squares smaller than one tap lies well inside its square, so that it places
// at once: a 12×12 on a phone is 144 moves, and two taps each (aim, then place) made the game slow.
// A fingertip's tap strays from where it was meant by a few CSS px (the pad's roll, looking past the
// nail), seldom by half a 26 px square. A tap in a square's inner half lies three quarters of a
// square or more (20 px on 26 px squares) from any neighbour's centre: no tap meant for the
// neighbour lands there, so it places. In the outer quarter by an edge it shares with a square that
// could be played, a tap meant for that neighbour and missed by half a square lands too: it aims, as
// before, for a second tap. An edge with nothing playable beyond it (the board's rim, a taken
// square, under gravity a full column) is no doubt: nothing else was meant there.

import type { Layout } from '../../engine/index.ts';

/** The share of a square's width by each of its edges where a quick tap only aims (the outer quarter). */
export const EDGE_SHARE = 0.25;

/** The least band by an edge, in CSS px, whatever the squares' size: a fingertip's stray. */
export const EDGE_LEAST_CSS = 6;

/** The directions a tap's point is looked past by the band's width: the axes and the diagonals. */
const AROUND = Array.from({ length: 8 }, (_, i) => ({
  x: Math.cos((i * Math.PI) / 4),
  y: Math.sin((i * Math.PI) / 4),
}));

/**
 * The width of the band by each edge where a quick tap aims, in the board's pixels: a quarter of the
 * cell's width between opposite sides (a square's, a hexagon's flat to flat: `square`; a triangle's
 * twice the circle inside it, square/√3), at least EDGE_LEAST_CSS.
 */
export function edgeBand(grid: Layout['grid'], square: number, pxPerCss: number): number {
  const across = grid === 'tri' ? square / Math.sqrt(3) : square;
  return Math.max(across * EDGE_SHARE, EDGE_LEAST_CSS * pxPerCss);
}

/**
 * Whether a tap at (x, y) that plays `square` is well inside it: every point `band` away from it
 * plays `square` too, or nothing (`targetAt` answers −1: off the board, a taken square, a full
 * column). A point in the band by an edge shared with another square that could be played is in doubt.
 */
export function tapWellInside(
  at: { x: number; y: number },
  square: number,
  band: number,
  targetAt: (x: number, y: number) => number,
): boolean {
  if (targetAt(at.x, at.y) !== square) return false;
  return AROUND.every((d) => {
    const s = targetAt(at.x + d.x * band, at.y + d.y * band);
    return s === square || s < 0;
  });
}
