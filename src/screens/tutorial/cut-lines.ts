// The cuts the guided game draws on its board when a step speaks of them (RULES.md section 3): a
// cell splits once for each direction (axis) in which a cell of its own colour touches it, and two
// such cells on opposite sides share one cut. So each cut is one straight line: the run of the
// mover's cells along that axis through the cell just played, end to end. "Split along two lines: 4
// pieces" is then seen as two glowing lines, not only read.

import type { Layout } from '../../engine/index.ts';

/** One cut: the straight run of one colour's cells through a cell, from one end square (the nearer the cell) to the other. */
export interface CutLine {
  from: number;
  to: number;
}

/**
 * The cut lines through the cell on `square` for its owner in `owner` (one entry per square: 0 empty,
 * else the player): one per axis on which a neighbour holds a cell of the same owner, reaching
 * along that axis as far as the owner's cells go on either side. None for an empty square.
 */
export function cutLines(layout: Layout, owner: ArrayLike<number>, square: number): CutLine[] {
  const who = owner[square];
  if (!who) return [];
  const D = layout.directions;
  const axes = layout.axes;
  /** The last square of `who`'s run from `square` in direction d, and how many steps away it is. */
  const reach = (d: number): [number, number] => {
    let at = square;
    for (let steps = 0; ; steps++) {
      const n = layout.neighbour[at * D + d]!;
      if (n < 0 || owner[n] !== who) return [at, steps];
      at = n;
    }
  };
  const lines: CutLine[] = [];
  for (let axis = 0; axis < axes; axis++) {
    const [a, toA] = reach(axis);
    const [b, toB] = reach(axis + axes);
    // Drawn from the end nearer the cell asked about: the line grows out of the move just played.
    if (a !== square || b !== square) lines.push(toA <= toB ? { from: a, to: b } : { from: b, to: a });
  }
  return lines;
}
