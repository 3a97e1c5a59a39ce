// Colour-blind marks: one shape per colour, the same on every screen, so a player who cannot tell
// the hues apart reads whose cell it is from the shape alone. Green (the person's) carries a dot,
// red (Hard, Expert and the rest) a ring, blue a plus, fuchsia a diamond; yellow, on no board, a
// bar. Any two colours that can share a board (palette.ts) differ in shape, watched games of two
// opponents included, which no two shapes could do. Each is white over a dark outline so it shows
// on every colour (art/mark-draw.ts draws it, for the game pictures too); a small texture per shape,
// made once per game and kept by Phaser's texture manager across scene restarts.

import type Phaser from 'phaser';
import type { PaletteName } from './palette.ts';
import { MARK_OF, type MarkShape } from './mark-shapes.ts';
import { drawMark } from './art/mark-draw.ts';
import { MARK_SHARE } from './piece-numeral.ts';

export { MARK_OF, type MarkShape };

const SIZE = 64;

/** The texture key of a colour's mark, made on first use. */
export function markTexture(scene: Phaser.Scene, palette: PaletteName): string {
  const shape = MARK_OF[palette];
  const key = `cell-mark:${shape}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, SIZE, SIZE)!;
  drawMark(texture.context, shape, SIZE / 2, SIZE / 2, SIZE);
  texture.refresh();
  return key;
}

/** How wide a mark is drawn on a cell of `size` pixels. */
export function markSize(size: number): number {
  return Math.max(12, size * MARK_SHARE);
}

/** The data key a mark image keeps its colour under (the automation hook reads it). */
export const MARK_DATA = 'cell-mark';
/** The data key of the colour painted under a mark that stands on no cell picture (a chart's disc or key). */
export const MARK_ON_DATA = 'cell-mark-on';

/**
 * A colour's mark centred at (x, y) on a cell or a swatch `size` pixels wide, or null when the
 * marks are off. Every cell and every swatch that stands for a player's colour takes its mark here.
 */
export function addMark(
  scene: Phaser.Scene,
  x: number,
  y: number,
  size: number,
  palette: PaletteName,
  on: boolean,
): Phaser.GameObjects.Image | null {
  if (!on) return null;
  const side = markSize(size);
  return scene.add
    .image(x, y, markTexture(scene, palette))
    .setDisplaySize(side, side)
    .setData(MARK_DATA, palette);
}
