// The glass surface every panel, card, dialog and button is drawn as (theme.ts GLASS, docs/look.md):
// a shadow beneath, the teal body, a sheen across the top, a soft glint down the left wall like the
// vessels' glass on the board, and a thin bright rim.

import type Phaser from 'phaser';
import { GLASS } from './theme.ts';

export interface GlassOptions {
  /** The body's colour (GLASS.body unless the surface is chosen or primary). */
  body?: number;
  bodyAlpha?: number;
  /** The rim's colour and strength. */
  rim?: number;
  rimAlpha?: number;
  /** Rim width in pixels. */
  line: number;
  /** Draw the shadow beneath (off for a surface that lies flat on another). */
  shadow?: boolean;
}

/** Draws a rounded glass rectangle into `g` (not cleared first). */
export function drawGlass(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  o: GlassOptions,
): void {
  const r = Math.min(radius, width / 2, height / 2);
  if (o.shadow !== false) {
    g.fillStyle(0x000000, GLASS.shadowAlpha);
    g.fillRoundedRect(x, y + Math.max(2, height * 0.04), width, height, r);
  }
  g.fillStyle(o.body ?? GLASS.body, o.bodyAlpha ?? GLASS.bodyAlpha);
  g.fillRoundedRect(x, y, width, height, r);
  // The sheen: the top of the glass a little lighter, fading downwards in three layers.
  const inner = Math.max(0, r - o.line);
  for (let k = 1; k <= 3; k++) {
    const sheenH = Math.min(height * 0.5, Math.max(r, height * 0.36)) * (k / 3);
    g.fillStyle(0xffffff, GLASS.sheen / 3);
    g.fillRoundedRect(x + o.line, y + o.line, width - 2 * o.line, sheenH, {
      tl: inner,
      tr: inner,
      bl: 0,
      br: 0,
    });
  }
  // The glint: a soft streak down the left wall, brightest in its middle (stacked layers, as the
  // vessels' glint), clear of the corners.
  const glintW = Math.max(o.line * 1.5, Math.min(width * 0.02, 4 * o.line));
  const span = height - 2 * r * 0.9;
  for (let k = 0; k < 4 && span > glintW * 2; k++) {
    const h = span * (1 - 0.22 * k);
    g.fillStyle(0xffffff, GLASS.glint / 4);
    g.fillRoundedRect(x + o.line * 2.5, y + height / 2 - h / 2, glintW, h, glintW / 2);
  }
  g.lineStyle(o.line, o.rim ?? GLASS.rim, o.rimAlpha ?? GLASS.rimAlpha);
  g.strokeRoundedRect(x, y, width, height, r);
}
