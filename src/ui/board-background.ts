// The vessel under a board's cells: painted under the canvas where the game has an underlay
// (drawn once, never by WebGL: see underlay.ts), else as one canvas texture per scene's board.

import type Phaser from 'phaser';
import { drawBoardBackground } from './art/boards.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { hasUnderlay, underlayFor } from './underlay.ts';

/**
 * Draws the vessel of `fit`'s board. With no underlay it is an image under texture `key`, which
 * is replaced per board (a new key per board would leak GPU memory); returns that image, or null
 * when the vessel went on the underlay.
 */
export function drawVessel(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  key: string,
): Phaser.GameObjects.Image | null {
  const { width, height } = fit.frame;
  if (hasUnderlay(scene.game)) {
    // Only the scene the underlay belongs to paints on it: a stopped scene's vessel never lands under another's.
    const ctx = underlayFor(scene);
    if (!ctx) return null;
    ctx.save();
    ctx.translate(fit.left, fit.top);
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.clip();
    drawBoardBackground(ctx, fit.geometry);
    ctx.restore();
    return null;
  }
  const textures = scene.textures;
  if (textures.exists(key)) textures.remove(key);
  const texture = textures.createCanvas(key, width, height)!;
  drawBoardBackground(texture.context, fit.geometry);
  texture.refresh();
  return scene.add.image(fit.left, fit.top, key).setOrigin(0, 0);
}
