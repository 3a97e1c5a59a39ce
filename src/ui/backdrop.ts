// The scenes' backdrop: a deep teal gradient with a few faint cells, like a microscope slide out
// of focus. It is painted once with Canvas 2D, under the game canvas (see underlay.ts), so WebGL
// never draws it: as Phaser Graphics (a gradient and 30 translucent circles, re-tessellated and
// blended every frame) it cost about half of every frame under software WebGL, and even as one
// opaque full-screen image it cost 30–40 ms a frame. Without an underlay (an opaque canvas) it is
// one shared texture shown as one image.

import type Phaser from 'phaser';
import { THEME } from './theme.ts';
import { hasUnderlay, underlay } from './underlay.ts';

const KEY = 'scene-backdrop';

/** Blurred blobs at fixed spots, as fractions of the screen: x, y, radius (no randomness). */
const SPOTS: readonly (readonly [number, number, number])[] = [
  [0.12, 0.18, 0.16],
  [0.88, 0.3, 0.2],
  [0.2, 0.82, 0.22],
  [0.8, 0.86, 0.14],
  [0.5, 0.5, 0.3],
];
const BLOB = [0x2a, 0x8a, 0x7a] as const;
/** A blob's opacity at its centre: as strong as six stacked discs of 1.8% each. */
const BLOB_ALPHA = 1 - (1 - 0.018) ** 6;

const css = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

/** Paints the backdrop under the scene (or adds it first, behind what the scene adds later). */
export function drawSceneBackground(scene: Phaser.Scene): void {
  const { width, height } = scene.scale;
  if (hasUnderlay(scene.game)) {
    paint(underlay(scene.game, true), width, height);
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
  paint(texture.context, width, height);
  texture.refresh();
}

function paint(g: CanvasRenderingContext2D, width: number, height: number): void {
  const fill = g.createLinearGradient(0, 0, 0, height);
  fill.addColorStop(0, css(THEME.backgroundTop));
  fill.addColorStop(1, css(THEME.background));
  g.fillStyle = fill;
  g.fillRect(0, 0, width, height);
  const [r, gr, b] = BLOB;
  for (const [fx, fy, fr] of SPOTS) {
    const x = fx * width;
    const y = fy * height;
    const radius = fr * Math.min(width, height);
    // A smooth linear fall-off rather than stacked discs: the same strength, no rings.
    const blob = g.createRadialGradient(x, y, 0, x, y, radius);
    for (let i = 0; i <= 6; i++) {
      const t = i / 6;
      blob.addColorStop(t, `rgba(${r}, ${gr}, ${b}, ${(BLOB_ALPHA * (1 - t)).toFixed(4)})`);
    }
    g.fillStyle = blob;
    g.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
}
