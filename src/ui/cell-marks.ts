// Colour-blind marks: a dot on the first player's cells, a ring on the second's, drawn in white
// over a dark outline so they show on every palette. Two small textures, made once per game and
// kept by Phaser's texture manager across scene restarts; each cell shows one as an image.

import type Phaser from 'phaser';

/** The player a mark belongs to (1: dot, 2: ring), or 0 for no mark. */
export type MarkOf = 0 | 1 | 2;

const SIZE = 64;

/** The texture key of a player's mark, made on first use. */
export function markTexture(scene: Phaser.Scene, player: 1 | 2): string {
  const key = `cell-mark:${player}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, SIZE, SIZE)!;
  const g = texture.context;
  const c = SIZE / 2;
  g.lineJoin = 'round';
  if (player === 1) {
    g.beginPath();
    g.arc(c, c, SIZE * 0.3, 0, Math.PI * 2);
    g.fillStyle = 'rgba(6, 20, 26, 0.9)';
    g.fill();
    g.beginPath();
    g.arc(c, c, SIZE * 0.2, 0, Math.PI * 2);
    g.fillStyle = '#ffffff';
    g.fill();
  } else {
    g.beginPath();
    g.arc(c, c, SIZE * 0.34, 0, Math.PI * 2);
    g.lineWidth = SIZE * 0.22;
    g.strokeStyle = 'rgba(6, 20, 26, 0.9)';
    g.stroke();
    g.beginPath();
    g.arc(c, c, SIZE * 0.34, 0, Math.PI * 2);
    g.lineWidth = SIZE * 0.1;
    g.strokeStyle = '#ffffff';
    g.stroke();
  }
  texture.refresh();
  return key;
}

/** How wide a mark is drawn on a cell of `size` pixels. */
export function markSize(size: number): number {
  return Math.max(12, size * 0.42);
}
