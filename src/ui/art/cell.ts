// One cell frame: a square in a division pattern, drawn in a palette colour. This is what the bake
// puts in the atlas as `<palette>/<pattern>`, and what the game could draw at runtime.
import { cellOutlines, DEFAULT_OUTLINE, parsePattern, type OutlineStyle } from './geometry.ts';
import { DEFAULT_SHADING, shadeCell, type Placement, type ShadingStyle } from './shading.ts';
import type { Rgb } from './colour-vision.ts';

export type CellStyle = { readonly outline: OutlineStyle; readonly shading: ShadingStyle };
export const DEFAULT_CELL_STYLE: CellStyle = { outline: DEFAULT_OUTLINE, shading: DEFAULT_SHADING };

/** Draws the cell of pattern `pattern` ('0000' … '1111', axes | − \ /) in colour `rgb` at `at`. */
export function drawCell(
  ctx: CanvasRenderingContext2D,
  pattern: string,
  rgb: Rgb,
  at: Placement,
  style: CellStyle = DEFAULT_CELL_STYLE,
): void {
  shadeCell(ctx, cellOutlines(parsePattern(pattern), style.outline), rgb, at, style.shading);
}

/** Atlas frame name of a cell: `green/1100`. */
export function cellFrameName(palette: string, pattern: string): string {
  return `${palette}/${pattern}`;
}
