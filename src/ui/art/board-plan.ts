// Where a layout's squares lie in board units, from the engine's drawn centres: the unit is the
// distance between neighbours' centres (a square's side), y grows upwards, and the origin is the
// bottom-left corner of the grid's box. A square grid's box is its whole rows × cols grid, gaps
// of a Petri dish, flask or custom board included; a hexagonal board's box just holds its cells.
import type { Layout } from '../../engine/index.ts';
import type { Point } from './geometry.ts';

/**
 * How tall a cell's frame is, in board units: 1 for a square, 2/√3 for a hexagon point to point and
 * for a triangle of side 1 (its corners on the frame's circle).
 */
export function cellHeight(layout: Layout): number {
  return layout.grid === 'square' ? 1 : 2 / Math.sqrt(3);
}

/** Whether square s is a triangle pointing down (RULES.md section 14: c − r odd), drawn turned 180°. */
export function pointsDown(layout: Layout, s: number): boolean {
  return layout.grid === 'tri' && ((layout.colOf[s]! - layout.rowOf[s]!) & 1) === 1;
}

export interface BoardPlan {
  /** Size of the grid's box in board units (cols × rows on a square grid). */
  readonly width: number;
  readonly height: number;
  /** Side of the frame a cell is drawn in, in board units (a hexagon fills its frame's height). */
  readonly cell: number;
  /** Centre of each square in board units, by square number. */
  readonly centres: readonly Point[];
}

const plans = new WeakMap<Layout, BoardPlan>();

/** The plan of a layout (computed once per layout). */
export function boardPlan(layout: Layout): BoardPlan {
  const known = plans.get(layout);
  if (known) return known;
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  const extend = (x: number, y: number): void => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  if (layout.grid === 'square') {
    // The whole grid, so that a column or row without playable squares still takes its place.
    extend(...layout.topology.centre(0, 0));
    extend(...layout.topology.centre(layout.rows - 1, layout.cols - 1));
  } else {
    for (let s = 0; s < layout.size; s++) extend(layout.centreX[s]!, layout.centreY[s]!);
  }
  const cell = cellHeight(layout);
  const half = cell / 2;
  const centres = Array.from({ length: layout.size }, (_, s) => ({
    x: layout.centreX[s]! - minX + 0.5,
    y: layout.centreY[s]! - minY + half,
  }));
  const plan = { width: maxX - minX + 1, height: maxY - minY + cell, cell, centres };
  plans.set(layout, plan);
  return plan;
}
