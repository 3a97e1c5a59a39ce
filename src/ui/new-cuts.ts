// The cuts a move makes, as lines on the screen, without Phaser: a cell splits once along each line
// through its neighbours, so each axis a move adds to a cell's pattern is a line through the cell's
// centre where its pieces part (evened out with its other cuts, CELLS.md). A move's "+12" and a press's "= +16" keep off them: the player sees the cuts that made
// the gain (gain-rest.ts, press-gain-place.ts).

import type { Layout } from '../engine/index.ts';
import type { Rect } from './board-geometry.ts';
import { cellShape } from './art/cell-pieces.ts';
import { segmentInBox } from './art/geometry.ts';
import { patternCutEnds } from './art/cut-ends.ts';
import { pointsDown } from './art/board-plan.ts';

export interface Cut {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/**
 * The new cuts of `changes` (each square's pattern before, −1 for the placed cell, and after) on
 * `layout`, drawn as split-lines.ts draws a press's preview: `place` gives a square's cell frame.
 */
export function newCuts(
  layout: Layout,
  place: (square: number) => { x: number; y: number; size: number },
  changes: readonly { square: number; from: number; to: number }[],
): Cut[] {
  const shape = cellShape(layout.grid);
  return changes.flatMap(({ square, from, to }) => {
    const added = to & ~Math.max(0, from);
    const { x, y, size } = place(square);
    const turn = pointsDown(layout, square) ? -1 : 1;
    const cuts: Cut[] = [];
    for (let axis = 0; axis < layout.axes; axis++) {
      if (!(added & (1 << axis))) continue;
      // The cut's two ends where the pieces part (a triangle's bends at the centre): from the centre to each.
      for (const p of patternCutEnds(shape, to, axis))
        cuts.push({
          from: { x, y },
          to: { x: x + turn * (p.x - 0.5) * size * 0.9, y: y + turn * (p.y - 0.5) * size * 0.9 },
        });
    }
    return cuts;
  });
}

/** How much of `cuts` lies inside `box` (their lengths there, in px): 0 where the box covers none. */
export function cutsUnder(box: Rect, cuts: readonly Cut[]): number {
  let length = 0;
  for (const { from, to } of cuts) {
    const within = segmentInBox(from, to, box);
    if (within) length += (within[1] - within[0]) * Math.hypot(to.x - from.x, to.y - from.y);
  }
  return length;
}
