// Where the last move's ring stands around its cell: its dark band from the cell's own edge outwards,
// the white band inside it, so the newest cell keeps its whole body and its dark rim as every other
// cell does. The dark band reached 0.035 of a square into the cell, over the rim, and the opponent's
// newest cell (the ring is always on it in a guided game) read as blurred and smaller beside the
// person's. The ring's outer edge stays where it was.

import { DEFAULT_OUTLINE } from './art/cell-pieces.ts';

/** A ring's band: `across` between the centre lines of its flat sides, `width` its stroke, in game pixels. */
export interface RingBand {
  across: number;
  width: number;
}

/** How far out from the cell's centre the ring reaches, in squares (as it did: (size − 2)/2 + 0.065·size). */
const OUTER_REACH = 0.565;
/** The white band's width, in squares. */
const WHITE_WIDTH = 0.06;

/**
 * The dark and the white band of the last move's ring round a square or hexagonal cell of frame
 * `size`: the dark one from the cell's body edge (its frame less the outline's edge inset) to the
 * ring's outer reach, the white one in its middle; each at least as wide as before on small boards.
 */
export function lastMoveRingBands(size: number): { dark: RingBand; white: RingBand } {
  const bodyHalf = (0.5 - DEFAULT_OUTLINE.edgeInset) * size;
  const outer = Math.max(OUTER_REACH * size, bodyHalf + 4);
  const dark = { across: bodyHalf + outer, width: outer - bodyHalf };
  const white = { across: dark.across, width: Math.min(Math.max(2, WHITE_WIDTH * size), dark.width * 0.7) };
  return { dark, white };
}
