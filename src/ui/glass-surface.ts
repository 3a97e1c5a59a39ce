// The glass surface every panel, card, dialog and button is drawn as (tokens.ts GLASS, docs/look.md):
// painted layer by layer as glass-layers.ts lists them.

import type Phaser from 'phaser';
import { glassLayers, type GlassLook } from './glass-layers.ts';

export type GlassOptions = GlassLook;

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
  for (const l of glassLayers(x, y, width, height, radius, o)) {
    if (l.kind === 'round') {
      g.fillStyle(l.colour, l.alpha);
      g.fillRoundedRect(l.x, l.y, l.width, l.height, l.corners);
    } else if (l.kind === 'gradient') {
      g.fillGradientStyle(l.colour, l.colour, l.colour, l.colour, l.top, l.top, l.bottom, l.bottom);
      g.fillRect(l.x, l.y, l.width, l.height);
    } else if (l.kind === 'rim') {
      g.lineStyle(l.line, l.colour, l.alpha);
      g.strokeRoundedRect(l.x, l.y, l.width, l.height, l.radius);
    } else {
      g.lineStyle(l.line, l.colour, l.alpha);
      g.lineBetween(l.x0, l.y, l.x1, l.y);
    }
  }
}
