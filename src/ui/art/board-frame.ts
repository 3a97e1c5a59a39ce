// The canvas a board background needs and where every square's cell is drawn on it, from the
// engine's Layout: the one definition of every board shape.
import type { Layout } from '../../engine/index.ts';
import { boardPlan } from './board-plan.ts';
import { vesselOf } from './vessels.ts';

/** A layout drawn at `square` canvas pixels per board unit (the distance between neighbours' centres). */
export type BoardGeometry = { readonly layout: Layout; readonly square: number };

/**
 * The canvas a background needs and where its grid's box lies: its top-left corner at
 * (gridLeft, gridTop), gridWidth × gridHeight pixels. On a square grid, square (r, c), row r
 * counted from the bottom, has its top-left corner at (gridLeft + c·square, gridTop + (rows − 1 − r)·square).
 */
export type BoardFrame = {
  readonly width: number;
  readonly height: number;
  readonly gridLeft: number;
  readonly gridTop: number;
  readonly gridWidth: number;
  readonly gridHeight: number;
  readonly rows: number;
  readonly cols: number;
};

/** The picture's margin, canvas edge to the glass, in board units: where a board bleeds off the screen's sides. */
export const PAD = 0.12;

/** The canvas size and grid position for a board background. */
export function boardFrame(geometry: BoardGeometry): BoardFrame {
  const { layout, square: s } = geometry;
  const plan = boardPlan(layout);
  const b = vesselOf(layout).bounds;
  return {
    width: Math.ceil((b.right - b.left + 2 * PAD) * s),
    height: Math.ceil((b.top - b.bottom + 2 * PAD) * s),
    gridLeft: (PAD - b.left) * s,
    gridTop: (PAD + b.top - plan.height) * s,
    gridWidth: plan.width * s,
    gridHeight: plan.height * s,
    rows: layout.rows,
    cols: layout.cols,
  };
}

/**
 * Where square `s`'s cell is drawn on the background's canvas: the top-left corner and side of
 * its frame, in pixels (as a `Placement`), and its centre. A hexagonal cell's frame is 2/√3 board
 * units on a side, its hexagon filling the frame's height.
 */
export function squarePlacement(
  geometry: BoardGeometry,
  frame: BoardFrame,
  s: number,
): { x: number; y: number; size: number; centreX: number; centreY: number } {
  const plan = boardPlan(geometry.layout);
  const p = plan.centres[s]!;
  const half = plan.cell / 2;
  const px = geometry.square;
  return {
    x: frame.gridLeft + (p.x - half) * px,
    y: frame.gridTop + (plan.height - p.y - half) * px,
    size: plan.cell * px,
    centreX: frame.gridLeft + p.x * px,
    centreY: frame.gridTop + (plan.height - p.y) * px,
  };
}
