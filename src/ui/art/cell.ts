// One cell frame: a square or hexagonal cell in a division pattern, drawn in a palette colour. This
// is what the bake puts in the atlas as `<palette>/<pattern>` (`green/1100`, `green/hex-110`), and
// what the game could draw at runtime.
import { cellOutlines, DEFAULT_OUTLINE, readCellFrame, type OutlineStyle } from './cell-pieces.ts';
import { DEFAULT_SHADING, shadeCell, type Placement, type ShadingStyle } from './shading.ts';
import type { Rgb } from './colour-vision.ts';

export type CellStyle = { readonly outline: OutlineStyle; readonly shading: ShadingStyle };
export const DEFAULT_CELL_STYLE: CellStyle = { outline: DEFAULT_OUTLINE, shading: DEFAULT_SHADING };

/**
 * Draws the cell of pattern frame `pattern` ('0000' … '1111' on a square grid, axes | − \ /;
 * 'hex-000' … 'hex-111' on a hexagonal one, axes − / \) in colour `rgb` at `at`. A hexagon spans
 * the placement's height, point to point.
 */
export function drawCell(
  ctx: CanvasRenderingContext2D,
  pattern: string,
  rgb: Rgb,
  at: Placement,
  style: CellStyle = DEFAULT_CELL_STYLE,
): void {
  const { shape, mask } = readCellFrame(pattern);
  shadeCell(ctx, cellOutlines(shape, mask, style.outline), rgb, at, style.shading);
}

/** Atlas frame name of a cell: `green/1100`, `green/hex-110`. */
export function cellFrameName(palette: string, pattern: string): string {
  return `${palette}/${pattern}`;
}
