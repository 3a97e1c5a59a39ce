// The stem cell (CELLS.md, "Stem cells"): a neutral, pale cell while it waits, and once complete a
// piece towards each neighbour and a round centre. The bake draws the waiting cell per grid and
// the pieces once in white, each at its place for one direction; the game turns a piece to its
// neighbour's direction and tints it in that neighbour's colour (stem-sprite.ts).
import type { GridKind } from '../../engine/index.ts';
import { cellOutlines, cellShape, DEFAULT_OUTLINE, pieceOutline, sectorPiece } from './cell-pieces.ts';
import { DEFAULT_SHADING, shadeCell, type Placement } from './shading.ts';
import type { Rgb } from './colour-vision.ts';
import type { Polygon } from './geometry.ts';

/** The waiting stem cell's colour: pale and grey, undifferentiated. */
export const STEM_RGB: Rgb = [206, 216, 222];
/** The pieces are baked white and tinted in the game. */
const PIECE_RGB: Rgb = [255, 255, 255];
/** The centre disc's radius, as a share of the frame's width (about 40% of the cell's width across). */
const CENTRE_RADIUS = 0.2;

/**
 * A piece kind per grid: its direction on screen (degrees anticlockwise from east) and the sector
 * it spans on each side. A square has pieces towards its edge and its corner neighbours (45° wide),
 * a hexagon towards its six edge neighbours, a triangle towards its three edge and three corner
 * neighbours (60° wide each).
 */
export const STEM_PIECES: Readonly<
  Record<GridKind, readonly { kind: string; angle: number; half: number }[]>
> = {
  square: [
    { kind: 'edge', angle: 0, half: 22.5 },
    { kind: 'corner', angle: 45, half: 22.5 },
  ],
  hex: [{ kind: 'edge', angle: 0, half: 30 }],
  tri: [
    { kind: 'edge', angle: 30, half: 30 },
    { kind: 'corner', angle: 90, half: 30 },
  ],
};

/**
 * A complete stem cell's rim: the whole cell's rounded outline, `size` across and centred on 0, in
 * pale stem colour (drawn by the sprite and the pictures), and its line's width: among the
 * neighbours' pieces of the same colours its own read as one cell, not as loose pieces round a dot.
 */
export function stemRing(
  grid: GridKind,
  size: number,
): { points: { x: number; y: number }[]; width: number } {
  const outline = cellOutlines(cellShape(grid), 0)[0]!;
  return {
    points: outline.map((p) => ({ x: (p.x - 0.5) * size, y: (p.y - 0.5) * size })),
    width: Math.max(1.5, size * 0.045),
  };
}

/** Frame names: the waiting cell `stem/<grid>`, a piece `stem/<grid>-<kind>`, the centre `stem/centre`. */
export function stemFrame(grid: GridKind, kind?: string): string {
  return kind ? `stem/${grid}-${kind}` : `stem/${grid}`;
}

const circle = (r: number): Polygon =>
  Array.from({ length: 48 }, (_, i) => {
    const a = (2 * Math.PI * i) / 48;
    return { x: 0.5 + r * Math.cos(a), y: 0.5 + r * Math.sin(a) };
  });

/** Every stem frame with its drawing, for the bake. */
export function stemFrames(): {
  name: string;
  draw: (ctx: CanvasRenderingContext2D, at: Placement) => void;
}[] {
  const frames: { name: string; draw: (ctx: CanvasRenderingContext2D, at: Placement) => void }[] = [];
  for (const grid of ['square', 'hex', 'tri'] as const) {
    const shape = cellShape(grid);
    frames.push({
      name: stemFrame(grid),
      draw: (ctx, at) => {
        ctx.globalAlpha = 0.8;
        shadeCell(ctx, cellOutlines(shape, 0), STEM_RGB, at, DEFAULT_SHADING);
        ctx.globalAlpha = 1;
      },
    });
    for (const piece of STEM_PIECES[grid]) {
      // Canvas angles run clockwise (y down).
      const a0 = (-(piece.angle + piece.half) * Math.PI) / 180;
      const polygon = sectorPiece(shape, a0, a0 + (2 * piece.half * Math.PI) / 180);
      frames.push({
        name: stemFrame(grid, piece.kind),
        draw: (ctx, at) =>
          shadeCell(ctx, [pieceOutline(shape, polygon, DEFAULT_OUTLINE)], PIECE_RGB, at, DEFAULT_SHADING),
      });
    }
  }
  frames.push({
    name: 'stem/centre',
    draw: (ctx, at) => shadeCell(ctx, [circle(CENTRE_RADIUS)], PIECE_RGB, at, DEFAULT_SHADING),
  });
  return frames;
}
