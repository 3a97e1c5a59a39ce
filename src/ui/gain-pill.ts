// The gains' pill: the soft rounded plate under a move's floating "+N" (move-flourish.ts) and under
// a press's "+N" tag (press-gain-tag.ts) alike, as tall as the number's line with fully round ends,
// in the glass's darkest tone, nearly opaque (gain-ink.ts), so the number reads over any cell.

import type Phaser from 'phaser';
import { GAIN_PLATE } from './gain-ink.ts';
import { roundedRectTexture, type RoundedRectSpec } from './shape-texture.ts';

/** Room either side of the number for the pill's round ends, in game pixels, for a font `fontSize` high. */
export function gainPillPad(fontSize: number): number {
  return Math.round(fontSize * 0.3);
}

/** The pill under a number that reads `width`×`height` with its padding: its ends are half circles. */
export function gainPillSpec(width: number, height: number): RoundedRectSpec {
  return { width, height, radius: height / 2, fill: GAIN_PLATE.colour, fillAlpha: GAIN_PLATE.alpha };
}

/** Fits `pill` (or a new one at `depth`) to `label` as it now reads, in sight and whole. */
export function fitGainPill(
  scene: Phaser.Scene,
  label: Phaser.GameObjects.Text,
  pill: Phaser.GameObjects.Image | undefined,
  depth: number,
): Phaser.GameObjects.Image {
  const key = roundedRectTexture(scene, gainPillSpec(label.width, label.height));
  const plate = pill ? pill.setTexture(key) : scene.add.image(0, 0, key).setDepth(depth);
  return plate.setVisible(true).setAlpha(1).setScale(1);
}
