// What goes into each atlas: every palette × division pattern for the cell sheets, and the logo,
// board backgrounds and icons for the art atlas. The drawing itself lives in src/ui/art (shared with the game).
import { allPatternFrames, parseLayout } from '../../src/engine/index.ts';
import { cellFrameName, drawCell } from '../../src/ui/art/cell.ts';
import { boardFrame, drawBoardBackground } from '../../src/ui/art/boards.ts';
import { drawIcon, ICON_NAMES } from '../../src/ui/art/icons.ts';
import { drawLogoCell } from '../../src/ui/art/logo.ts';
import { stemFrames } from '../../src/ui/art/stem-cell.ts';
import { palette, type PaletteName } from '../../src/ui/palette.ts';
import type { FrameSpec } from './atlas.ts';

export type BakeSizes = {
  readonly cell: number;
  readonly logo: number;
  readonly icon: number;
  readonly boardSquare: number;
};
export const DEFAULT_SIZES: BakeSizes = { cell: 256, logo: 512, icon: 128, boardSquare: 96 };

/** The board backgrounds baked at a default size; other sizes are drawn at runtime. */
export const BAKED_BOARDS = {
  dish: 'petri:6',
  beaker: 'beaker:6x7',
  flask: 'flask:6x3',
  tray: 'square:6',
  hex: 'hex:5',
} as const;

/**
 * Every cell frame's pattern, in the order of their names read as binary numbers: the 16 square
 * ones (`0000` … `1111`), then the 8 hexagonal ones (`hex-000` … `hex-111`). The order is part
 * of the output: Skia's anti-aliasing rounds differently at other places in the atlas.
 */
export const CELL_PATTERNS = {
  square: allPatternFrames(4).sort(),
  hex: allPatternFrames(3).sort(),
  tri: allPatternFrames(3)
    .sort()
    .map((hex) => `tri-${hex.slice(4)}`),
} as const;

/**
 * A sheet's cells, palette by palette: its 16 square cells, its 8 hexagonal ones, then its 8
 * triangular ones, so a 2048-pixel row holds 8 cells and each palette takes four rows.
 */
export function cellFrames(sizes: BakeSizes, palettes: readonly PaletteName[]): FrameSpec[] {
  return palettes.map(palette).flatMap((p) =>
    [...CELL_PATTERNS.square, ...CELL_PATTERNS.hex, ...CELL_PATTERNS.tri].map((pattern) => ({
      name: cellFrameName(p.name, pattern),
      width: sizes.cell,
      height: sizes.cell,
      draw: (ctx: CanvasRenderingContext2D, x: number, y: number) =>
        drawCell(ctx, pattern, p.rgb, { x, y, size: sizes.cell }),
    })),
  );
}

export function artFrames(sizes: BakeSizes): FrameSpec[] {
  const boards = Object.entries(BAKED_BOARDS).map(([name, layout]) => {
    const geometry = { layout: parseLayout(layout), square: sizes.boardSquare };
    const f = boardFrame(geometry);
    return {
      name: `board/${name}`,
      width: f.width,
      height: f.height,
      draw: (ctx: CanvasRenderingContext2D, x: number, y: number) => {
        ctx.translate(x, y);
        drawBoardBackground(ctx, geometry);
      },
    };
  });
  const icons = ICON_NAMES.map((name) => ({
    name: `icon/${name}`,
    width: sizes.icon,
    height: sizes.icon,
    draw: (ctx: CanvasRenderingContext2D, x: number, y: number) =>
      drawIcon(ctx, name, { x, y, size: sizes.icon }),
  }));
  const logo = {
    name: 'logo',
    width: sizes.logo,
    height: sizes.logo,
    draw: (ctx: CanvasRenderingContext2D, x: number, y: number) =>
      drawLogoCell(ctx, { x, y, size: sizes.logo }),
  };
  const stems = stemFrames().map((f) => ({
    name: f.name,
    width: sizes.cell,
    height: sizes.cell,
    draw: (ctx: CanvasRenderingContext2D, x: number, y: number) => f.draw(ctx, { x, y, size: sizes.cell }),
  }));
  // The hexagonal board goes after the others, then the stem cells: frames keep their places, and
  // with them their exact pixels.
  const hex = boards.filter((b) => b.name === 'board/hex');
  return [logo, ...boards.filter((b) => b.name !== 'board/hex'), ...icons, ...hex, ...stems];
}
