// Rounded rectangles (panels, rings) as Canvas-2D textures: the game's WebGL canvas has no
// multisampling (too dear under software WebGL, see main.ts), so Graphics edges would be jagged,
// while Canvas 2D smooths its own. Each distinct shape is painted once per game and shared by key.

import type Phaser from 'phaser';

export interface RoundedRectSpec {
  width: number;
  height: number;
  radius: number;
  fill?: number;
  fillAlpha?: number;
  stroke?: number;
  strokeWidth?: number;
  strokeAlpha?: number;
  /** The stroke's dash and gap lengths (none: a solid stroke): a mark that stands for no real thing. */
  dash?: readonly number[];
}

const css = (c: number, a: number) => `rgba(${(c >> 16) & 255}, ${(c >> 8) & 255}, ${c & 255}, ${a})`;

/**
 * The key of a texture holding this rounded rectangle, centred, with room for its stroke (which,
 * as in Graphics, straddles the outline). Show it with `scene.add.image(centreX, centreY, key)`.
 */
export function roundedRectTexture(scene: Phaser.Scene, spec: RoundedRectSpec): string {
  const { width, height, radius, fill, fillAlpha = 1, stroke, strokeWidth = 0, strokeAlpha = 1, dash } = spec;
  const r = (v: number) => Math.round(v * 100) / 100;
  const dashed = dash ? `:dash${dash.map(r).join(',')}` : '';
  const key = `shape:rr:${r(width)}x${r(height)}:${r(radius)}:${fill ?? '-'}@${fillAlpha}:${stroke ?? '-'}/${r(strokeWidth)}@${strokeAlpha}${dashed}`;
  if (scene.textures.exists(key)) return key;
  const pad = Math.ceil(strokeWidth / 2) + 2;
  const w = Math.ceil(width) + 2 * pad;
  const h = Math.ceil(height) + 2 * pad;
  const texture = scene.textures.createCanvas(key, w, h)!;
  const g = texture.context;
  g.beginPath();
  g.roundRect((w - width) / 2, (h - height) / 2, width, height, Math.min(radius, width / 2, height / 2));
  if (fill !== undefined) {
    g.fillStyle = css(fill, fillAlpha);
    g.fill();
  }
  if (stroke !== undefined && strokeWidth > 0) {
    g.lineWidth = strokeWidth;
    g.strokeStyle = css(stroke, strokeAlpha);
    if (dash) g.setLineDash([...dash]);
    g.stroke();
    g.setLineDash([]);
  }
  texture.refresh();
  return key;
}

/**
 * The key of a texture holding a hexagon with a point at the top, `width` across its flat sides
 * (a hexagonal cell's width), stroked: the rings of a hexagonal board.
 */
export function hexagonRingTexture(
  scene: Phaser.Scene,
  spec: { width: number; stroke: number; strokeWidth: number; strokeAlpha?: number },
): string {
  const { width, stroke, strokeWidth, strokeAlpha = 1 } = spec;
  const r = (v: number) => Math.round(v * 100) / 100;
  const key = `shape:hex:${r(width)}:${stroke}/${r(strokeWidth)}@${strokeAlpha}`;
  if (scene.textures.exists(key)) return key;
  const radius = width / Math.sqrt(3);
  const pad = Math.ceil(strokeWidth / 2) + 2;
  const size = Math.ceil(2 * radius) + 2 * pad;
  const texture = scene.textures.createCanvas(key, size, size)!;
  const g = texture.context;
  g.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 2 + (k * Math.PI) / 3;
    g.lineTo(size / 2 + radius * Math.cos(a), size / 2 - radius * Math.sin(a));
  }
  g.closePath();
  g.lineJoin = 'round';
  g.lineWidth = strokeWidth;
  g.strokeStyle = css(stroke, strokeAlpha);
  g.stroke();
  texture.refresh();
  return key;
}
