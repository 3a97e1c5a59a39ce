// The owner's field under a held cell (owner-field.ts decides its look): the well's shape filled
// with the holder's colour and ringed by its membrane, painted once per grid, size and colour as a Canvas-2D texture (smooth
// edges without multisampling, as shape-texture.ts) and shared by key.

import type Phaser from 'phaser';
import type { GridKind } from '../engine/index.ts';
import {
  fieldOutline,
  fieldPaint,
  MEMBRANE,
  membraneOutline,
  membranePaint,
  OWNER_FIELD,
} from './owner-field.ts';
import { rgbOf } from './contrast.ts';

/** The key of the field texture of a `size`-wide cell frame (game pixels) on `grid` in `colour` (0xRRGGBB). */
export function ownerFieldTexture(scene: Phaser.Scene, grid: GridKind, size: number, colour: number): string {
  const side = Math.max(2, Math.ceil(size));
  const key = `field:${grid}:${side}:${colour}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, side, side)!;
  const g = texture.context;
  g.beginPath();
  for (const p of fieldOutline(grid)) g.lineTo(p.x * side, p.y * side);
  g.closePath();
  g.fillStyle = `rgba(${fieldPaint(rgbOf(colour)).join(', ')}, ${OWNER_FIELD.alpha})`;
  g.fill();
  g.beginPath();
  for (const p of membraneOutline(grid)) g.lineTo(p.x * side, p.y * side);
  g.closePath();
  g.lineWidth = Math.max(1, MEMBRANE.width * side);
  g.lineJoin = 'round';
  g.strokeStyle = `rgba(${membranePaint(rgbOf(colour)).join(', ')}, ${MEMBRANE.alpha})`;
  g.stroke();
  texture.refresh();
  return key;
}
