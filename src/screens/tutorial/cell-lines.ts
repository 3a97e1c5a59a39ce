// The straight lines a cell is split along, as the teaching pictures draw them over its pieces
// (RULES.md section 3): one per axis of its division, through its middle, pointing at the cell of
// its colour that makes it. The baked art pinches a diagonal cut into rounded pieces, and a
// reviewer saw blobs where the rule says lines; so the guided game's picture and the how-to-play's
// demo draw each line over the cell, and its count beside it. No Phaser here.

import type { Layout } from '../../engine/index.ts';

/** A line's direction on the screen: a unit step, x to the right, y down. */
export interface LineDirection {
  x: number;
  y: number;
}

/**
 * The lines of the cell on `s` divided as `pattern` (bit a: a cut along axis a), each the direction
 * from the cell toward its neighbour on that axis (on the screen, y down). An axis with no square on
 * either side (never so for a real division) draws no line.
 */
export function cellLines(layout: Layout, s: number, pattern: number): LineDirection[] {
  const lines: LineDirection[] = [];
  for (let axis = 0; axis < layout.axes; axis++) {
    if (!(pattern & (1 << axis))) continue;
    for (const d of [axis, axis + layout.axes]) {
      const n = layout.neighbour[s * layout.directions + d]!;
      if (n < 0) continue;
      const dx = layout.centreX[n]! - layout.centreX[s]!;
      const dy = -(layout.centreY[n]! - layout.centreY[s]!);
      const length = Math.hypot(dx, dy) || 1;
      lines.push({ x: dx / length, y: dy / length });
      break;
    }
  }
  return lines;
}

/** A cell's pieces: 1 whole, else 2 for each line. */
export const piecesOf = (lines: number): number => (lines === 0 ? 1 : 2 * lines);
