// The scenes' backdrop: the lab under the microscope (tokens.ts LAB): a pool of lamp light on a dark
// slide with a faint counting grid, and a few cells far out of focus drifting slowly. Where the
// game's canvas is transparent it is the page's lab layer under it (lab-layer.ts), made once and kept
// across scene restarts, so WebGL never draws it: as Phaser Graphics it cost about half of every
// frame under software WebGL, and even as one opaque full-screen image 30–40 ms a frame. The scene
// then only wipes the underlay for its vessels, and takes it for itself (underlay.ts). Without an underlay (an opaque canvas) the slide is
// one shared texture shown as one image, still.

import type Phaser from 'phaser';
import { showLab } from './lab-layer.ts';
import { paintSlide } from './lab-paint.ts';
import { pixelRatio } from './screen.ts';
import { hasUnderlay, layUnderlay } from './underlay.ts';

const KEY = 'scene-backdrop';

/** Lays the lab under the scene (or adds the slide first, behind what the scene adds later). */
export function drawSceneBackground(scene: Phaser.Scene): void {
  const { width, height } = scene.scale;
  if (hasUnderlay(scene.game)) {
    showLab(scene.game.canvas.parentElement!, pixelRatio());
    layUnderlay(scene);
    return;
  }
  ensureTexture(scene.textures, Math.round(width), Math.round(height));
  scene.add.image(0, 0, KEY).setOrigin(0, 0);
}

/** One texture for every scene: repainted only when the game's size changes. */
function ensureTexture(textures: Phaser.Textures.TextureManager, width: number, height: number): void {
  const existing = textures.exists(KEY) ? (textures.get(KEY) as Phaser.Textures.CanvasTexture) : null;
  if (existing && existing.width === width && existing.height === height) return;
  // Resized in place rather than replaced: an image elsewhere may still show the old one.
  const texture = existing ?? textures.createCanvas(KEY, width, height)!;
  if (existing) texture.setSize(width, height);
  paintSlide(texture.context, width, height, pixelRatio());
  texture.refresh();
}
