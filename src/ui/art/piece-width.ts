// How a cell's pieces read once inset and rounded (CELLS.md): the widest disc inside each piece
// against the widest inside the whole cell, and how much of its own sector the gaps and rounding
// leave it, so a check fails where a piece would read as a sliver or a drop at play size. Shared by the readability test
// (tests/ui/art/cell-readable.test.ts) and the table script (scripts/look-cell-pieces.ts).
import { allPatternFrames, type GridKind } from '../../engine/index.ts';
import { cellOutlines, cellPieces, readCellFrame, type CellShape } from './cell-pieces.ts';
import { inscribedWidth, signedArea } from './geometry.ts';

/**
 * The widest disc inside the whole cell, in frame units: a square's side, a hexagon's width across
 * its flat sides, a triangle's inscribed circle. Pieces are measured against it.
 */
export function cellWidth(shape: CellShape): number {
  return inscribedWidth(shape.corners);
}

/** Every frame of a grid's cells: `0000` … `1111`, `hex-000` … `hex-111`, `tri-000` … `tri-111`. */
export function gridFrames(grid: GridKind): string[] {
  if (grid === 'square') return allPatternFrames(4).sort();
  const hex = allPatternFrames(3).sort();
  return grid === 'hex' ? hex : hex.map((h) => `tri-${h.slice(4)}`);
}

/**
 * Each piece of a frame once inset and rounded: `width`, its widest disc as a share of its cell's
 * own width; `kept`, its area as a share of its raw sector's (what the gaps and the rounding leave).
 */
export function pieceReadings(frame: string): { width: number; kept: number }[] {
  const { shape, mask } = readCellFrame(frame);
  const whole = cellWidth(shape);
  const raw = cellPieces(shape, mask);
  return cellOutlines(shape, mask).map((piece, i) => ({
    width: inscribedWidth(piece) / whole,
    kept: signedArea(piece) / signedArea(raw[i]!),
  }));
}
