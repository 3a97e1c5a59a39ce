// Which square an arrow key leads to, read from the layout's drawn centres: shared by the board's
// keyboard cursor and the screen readers' grid, so both move the same way on every grid.

import type { Layout } from '../engine/index.ts';

/**
 * The nearest square whose drawn centre lies in screen direction (dx, dy) from `from`, preferring
 * one straight ahead; `from` when there is none. It serves square grids with holes (a dish, a
 * flask) and the six neighbours of a hexagonal cell alike. `anchorX`, the centre x where a run of
 * up and down moves began, makes them zigzag on a hexagonal board instead of drifting aside.
 */
export function squareToward(layout: Layout, from: number, dx: number, dy: number, anchorX: number): number {
  // Screen y grows downwards, the layout's centres upwards.
  const wantX = dx;
  const wantY = -dy;
  let best = from;
  let bestCost = Infinity;
  for (let s = 0; s < layout.size; s++) {
    const x = layout.centreX[s]! - layout.centreX[from]!;
    const y = layout.centreY[s]! - layout.centreY[from]!;
    const along = x * wantX + y * wantY;
    if (along < 0.25) continue;
    const across = Math.abs(x * wantY - y * wantX);
    // A step straight ahead beats a nearer one off to the side; a hexagon's up is half a cell aside.
    const cost =
      along +
      2.5 * Math.max(0, across - 0.5) +
      0.01 * across +
      (dx === 0 ? 0.001 * Math.abs(layout.centreX[s]! - anchorX) : 0);
    if (cost < bestCost - 1e-9) {
      best = s;
      bestCost = cost;
    }
  }
  return best;
}
