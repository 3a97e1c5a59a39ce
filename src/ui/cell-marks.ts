// Colour-blind marks: one shape per colour, the same on every screen, so a player who cannot tell
// the hues apart reads whose cell it is from the shape alone. Green (the person's) carries a dot,
// red (Hard, Expert and the rest) a ring, blue a plus, fuchsia a diamond; yellow, on no board, a
// bar. Any two colours that can share a board (palette.ts) differ in shape, watched games of two
// opponents included, which no two shapes could do. Each is white over a dark outline so it shows
// on every colour; a small texture per shape, made once per game and kept by Phaser's texture
// manager across scene restarts.

import type Phaser from 'phaser';
import type { PaletteName } from './palette.ts';
import { MARK_OF, type MarkShape } from './mark-shapes.ts';

export { MARK_OF, type MarkShape };

const SIZE = 64;
const OUTLINE = 'rgba(6, 20, 26, 0.9)';

/** Each shape drawn twice: wide in the dark outline, then narrower in white. */
const SHAPES: Record<MarkShape, (g: CanvasRenderingContext2D, c: number, width: number) => void> = {
  dot: (g, c, w) => {
    g.beginPath();
    g.arc(c, c, SIZE * 0.2 + w / 2, 0, Math.PI * 2);
    g.fill();
  },
  ring: (g, c, w) => {
    g.beginPath();
    g.arc(c, c, SIZE * 0.34, 0, Math.PI * 2);
    g.lineWidth = SIZE * 0.1 + w;
    g.stroke();
  },
  plus: (g, c, w) => {
    const arm = SIZE * 0.3;
    g.lineWidth = SIZE * 0.12 + w;
    g.beginPath();
    g.moveTo(c - arm, c);
    g.lineTo(c + arm, c);
    g.moveTo(c, c - arm);
    g.lineTo(c, c + arm);
    g.stroke();
  },
  diamond: (g, c, w) => {
    const r = SIZE * 0.27 + w * 0.7;
    g.beginPath();
    g.moveTo(c, c - r);
    g.lineTo(c + r, c);
    g.lineTo(c, c + r);
    g.lineTo(c - r, c);
    g.closePath();
    g.fill();
  },
  bar: (g, c, w) => {
    g.lineWidth = SIZE * 0.14 + w;
    g.beginPath();
    g.moveTo(c - SIZE * 0.28, c);
    g.lineTo(c + SIZE * 0.28, c);
    g.stroke();
  },
};

/** The texture key of a colour's mark, made on first use. */
export function markTexture(scene: Phaser.Scene, palette: PaletteName): string {
  const shape = MARK_OF[palette];
  const key = `cell-mark:${shape}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, SIZE, SIZE)!;
  const g = texture.context;
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.fillStyle = OUTLINE;
  g.strokeStyle = OUTLINE;
  SHAPES[shape](g, SIZE / 2, SIZE * 0.12);
  g.fillStyle = '#ffffff';
  g.strokeStyle = '#ffffff';
  SHAPES[shape](g, SIZE / 2, 0);
  texture.refresh();
  return key;
}

/** How wide a mark is drawn on a cell of `size` pixels. */
export function markSize(size: number): number {
  return Math.max(12, size * 0.42);
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
