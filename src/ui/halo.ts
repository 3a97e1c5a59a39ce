// A soft round light, for what a screen lights from behind (the menu's logo, the Play card's board):
// one small canvas texture made once for the page's life and kept across scene restarts, shown
// tinted and stretched as an image.

import type Phaser from 'phaser';

const KEY = 'lab-halo';
const SIDE = 128;

/** A halo of `colour` at `alpha`, `width` × `height` game pixels, centred on (x, y). */
export function addHalo(
  scene: Phaser.Scene,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: number,
  alpha: number,
): Phaser.GameObjects.Image {
  if (!scene.textures.exists(KEY)) {
    const texture = scene.textures.createCanvas(KEY, SIDE, SIDE)!;
    const g = texture.context;
    const fall = g.createRadialGradient(SIDE / 2, SIDE / 2, 0, SIDE / 2, SIDE / 2, SIDE / 2);
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      fall.addColorStop(t, `rgba(255, 255, 255, ${((1 - t) ** 2).toFixed(3)})`);
    }
    g.fillStyle = fall;
    g.fillRect(0, 0, SIDE, SIDE);
    texture.refresh();
  }
  return scene.add.image(x, y, KEY).setDisplaySize(width, height).setTint(colour).setAlpha(alpha);
}
