// The logo cell: a square divided into four small cells, one in each of four palettes, shaded
// like every other cell. The bake puts it in the art atlas as `logo`.
import { patternFromName } from '../../engine/index.ts';
import { cellOutlines, SQUARE_CELL } from './cell-pieces.ts';
import { shadePiece, type Placement } from './shading.ts';
import { palette, type PaletteName } from '../palette.ts';

// cellPieces orders the pieces of | and − clockwise from the bottom-right.
const LOGO_PALETTES: readonly PaletteName[] = ['fuchsia', 'red', 'green', 'blue'];

export function drawLogoCell(ctx: CanvasRenderingContext2D, at: Placement): void {
  cellOutlines(SQUARE_CELL, patternFromName('1100')).forEach((outline, i) =>
    shadePiece(ctx, outline, palette(LOGO_PALETTES[i]!).rgb, at),
  );
}
