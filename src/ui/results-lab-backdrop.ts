// The lab behind the final board's picture over an upright phone's short sheet (results-board-sight.ts):
// the same slide as behind every screen (its counting grid, dark corners) with the lamp's pool on
// the picture and the lab's cells far out of focus where they drift on the other screens, so the
// board steps up into the game's world and not onto a plain near-black. Painted once per screen
// size and lamp's place, still (the real lab drifts under the canvas, which the backdrop covers).

import type Phaser from 'phaser';
import { LAB_CELLS, labCellBox } from './lab-cells.ts';
import { paintLabCell, paintSlide } from './lab-paint.ts';

/** The texture's name: one per screen size and lamp's place, the last one kept. */
const PREFIX = 'results-lab-backdrop:';

/** The backdrop as one image over the whole screen, its lamp on `lamp` (game pixels); `dpr` sizes the grid. */
export function addResultsLab(
  scene: Phaser.Scene,
  lamp: { x: number; y: number },
  dpr: number,
): Phaser.GameObjects.Image {
  const width = Math.round(scene.scale.width);
  const height = Math.round(scene.scale.height);
  const textures = scene.textures;
  const key = `${PREFIX}${width}x${height}@${Math.round(lamp.x)},${Math.round(lamp.y)}`;
  if (!textures.exists(key)) {
    // An older one (another size, another board's place) is not shown again.
    for (const old of textures.getTextureKeys()) if (old.startsWith(PREFIX)) textures.remove(old);
    const texture = textures.createCanvas(key, width, height)!;
    paintSlide(texture.context, width, height, dpr, lamp);
    for (const c of LAB_CELLS) {
      const box = labCellBox(c, width, height);
      const side = Math.max(8, Math.round(box.side));
      const cell = document.createElement('canvas');
      cell.width = cell.height = side;
      paintLabCell(cell.getContext('2d')!, side, c.colour);
      texture.context.globalAlpha = c.alpha;
      texture.context.drawImage(cell, box.left, box.top, box.side, box.side);
      texture.context.globalAlpha = 1;
    }
    texture.refresh();
  }
  return scene.add.image(0, 0, key).setOrigin(0, 0);
}
