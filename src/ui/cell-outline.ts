// A ring's outline in the shape of one board cell, without Phaser: a triangle's is the art's own
// triangle (art/cell-pieces.ts), turned 180° where the cell points down, so the last move's ring
// and the hint's ring follow a triangular cell rather than circle it.

import type { Point } from './art/geometry.ts';
import { TRI_CELL } from './art/cell-pieces.ts';

/**
 * The corners of a triangular cell's outline of side `side` (game px), relative to the cell's
 * centre (y down), pointing down where `down`: a triangle of side 1 square is the cell itself.
 */
export function triangleOutline(side: number, down: boolean): Point[] {
  // The art's unit frame is 2/√3 board units wide: its triangle's side is one board unit.
  const frame = (side * 2) / Math.sqrt(3);
  const turn = down ? -1 : 1;
  return TRI_CELL.corners.map((p) => ({ x: turn * (p.x - 0.5) * frame, y: turn * (p.y - 0.5) * frame }));
}
