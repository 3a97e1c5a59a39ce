// A line of text fitted to a width: shrunk first, never under 12 CSS px; past that it wraps onto
// more lines (centred). What it would cost to read is never paid in unreadable type.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';

/** The smallest scale that keeps the text at 12 CSS px or more. */
export function leastScale(text: Phaser.GameObjects.Text): number {
  return Math.min(1, (12 * pixelRatio()) / parseFloat(String(text.style.fontSize)));
}

/** Fits `text` into `maxWidth` game pixels; returns the height it now takes. */
export function fitLine(text: Phaser.GameObjects.Text, maxWidth: number): number {
  text.setScale(1);
  if (text.width <= maxWidth) return text.height;
  const least = leastScale(text);
  const scale = maxWidth / text.width;
  if (scale >= least) {
    text.setScale(scale);
    return text.height * scale;
  }
  text
    .setWordWrapWidth(maxWidth / least, true)
    .setAlign('center')
    .setScale(least);
  return text.height * least;
}
