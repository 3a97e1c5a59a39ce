// The gains' pill: the soft rounded plate under a move's floating "+N" (move-flourish.ts) and under
// a press's "+N" tag (press-gain-tag.ts) alike, as tall as the number's line with fully round ends,
// in the glass's darkest tone, nearly opaque (gain-ink.ts), so the number reads over any cell; a
// move's gain rimmed in its ink, so the pill stands out on the dark glass and its rim too; and how
// long a move's gain stays whole: a half-faded number is lost over cells of its own hue or the
// dish's rim, so it drifts whole and fades only at the end of its life.

import type Phaser from 'phaser';
import { GAIN_PLATE } from './gain-ink.ts';
import { rgbOf } from './contrast.ts';
import { roundedRectTexture, type RoundedRectSpec } from './shape-texture.ts';

/** Room either side of the number for the pill's round ends, in game pixels, for a font `fontSize` high. */
export function gainPillPad(fontSize: number): number {
  return Math.round(fontSize * 0.3);
}

/**
 * The pill under a number that reads `width`×`height` with its padding: its ends are half circles;
 * `rim`, a CSS colour (the number's ink), outlines it.
 */
export function gainPillSpec(width: number, height: number, rim?: string): RoundedRectSpec {
  const pill = { width, height, radius: height / 2, fill: GAIN_PLATE.colour, fillAlpha: GAIN_PLATE.alpha };
  if (rim === undefined) return pill;
  const [r, g, b] = rgbOf(rim);
  return {
    ...pill,
    stroke: (r << 16) | (g << 8) | b,
    strokeWidth: Math.max(2, height * 0.06),
    strokeAlpha: 0.9,
  };
}

/** The share of a move's gain's life it stays whole (fully opaque) before it fades. */
export const GAIN_WHOLE = 0.8;

/**
 * When a move's gain drifts and fades over its `life` in ms: it stands for `stand` of it, drifts
 * after, whole for GAIN_WHOLE of it (or its stand, if longer), then gone by its end; `still`
 * (reduced motion) it stands still.
 */
export function gainTimes(
  life: number,
  still: boolean,
  stand = 0.25,
): { drift: { delay: number; duration: number } | null; fade: { delay: number; duration: number } } {
  if (still) {
    const fade = Math.min(300, life * (1 - GAIN_WHOLE));
    return { drift: null, fade: { delay: life - fade, duration: fade } };
  }
  return {
    drift: { delay: life * stand, duration: life * (1 - stand) },
    fade: { delay: life * Math.max(GAIN_WHOLE, stand), duration: life * (1 - Math.max(GAIN_WHOLE, stand)) },
  };
}

/** Fits `pill` (or a new one at `depth`) to `label` as it now reads, in sight and whole; `rim` as gainPillSpec's. */
export function fitGainPill(
  scene: Phaser.Scene,
  label: Phaser.GameObjects.Text,
  pill: Phaser.GameObjects.Image | undefined,
  depth: number,
  rim?: string,
): Phaser.GameObjects.Image {
  const key = roundedRectTexture(scene, gainPillSpec(label.width, label.height, rim));
  const plate = pill ? pill.setTexture(key) : scene.add.image(0, 0, key).setDepth(depth);
  return plate.setVisible(true).setAlpha(1).setScale(1);
}
