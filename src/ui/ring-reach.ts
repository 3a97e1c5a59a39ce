// How wide the rings round an aimed or held square are drawn, without Phaser. On square and
// triangular boards the held square's ring stands a finger's edge beyond the square (a fingertip
// covers about 40 CSS px), and the aim's ring is centred on the square's edge. On a hexagonal board
// the neighbours meet edge to edge with no gap between them: a ring reaching past its own hexagon
// lies over the six neighbours' edges and their cells' rims, so it is drawn inside its own hexagon,
// its outer edge on the hexagon's.

import type { Layout } from '../engine/index.ts';
import type { RingLayer } from './square-ring.ts';

export interface RingReach {
  /** Between the centre lines of the ring's flat sides, in game pixels (square-ring.ts's `across`). */
  across: number;
  /** Its layers, widest (drawn first) first. */
  layers: RingLayer[];
}

/** The most of a hexagon's width its ring's widest band takes: a small hexagon's count keeps its room. */
const HEX_BAND = 0.18;

/**
 * The ring of `layers` inside a hexagon `side` across: its widest layer's outer edge on the
 * hexagon's edge, its bands narrowed together where they would crowd a small hexagon's middle.
 */
function insideHexagon(side: number, layers: readonly RingLayer[]): RingReach {
  const widest = Math.max(...layers.map((l) => l.width));
  const k = Math.min(1, (HEX_BAND * side) / widest);
  return { across: side - widest * k, layers: layers.map((l) => ({ ...l, width: l.width * k })) };
}

/** The held square's ring (the gain preview's): a dark band under the accent, `accent` its colour. */
export function heldRing(grid: Layout['grid'], square: number, dpr: number, accent: number): RingReach {
  const stroke = Math.max(3 * dpr, square * 0.08);
  const layers = [
    { colour: 0x06141a, width: stroke * 1.8, alpha: 0.9 },
    { colour: accent, width: stroke },
  ];
  return grid === 'hex' ? insideHexagon(square, layers) : { across: square + 24 * dpr, layers };
}

/** The aimed square's ring: cyan (`cyan`) on a near-black band, at least 2.5 and 4.5 CSS px, so it shows on every cell colour and vessel. */
export function aimRing(grid: Layout['grid'], square: number, dpr: number, cyan: number): RingReach {
  const layers = [
    { colour: 0x06141a, width: Math.max(4.5 * dpr, 0.14 * square), alpha: 0.9 },
    { colour: cyan, width: Math.max(2.5 * dpr, 0.08 * square) },
  ];
  return grid === 'hex' ? insideHexagon(square, layers) : { across: square, layers };
}
