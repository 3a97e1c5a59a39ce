// A player's name in the HUD fitted to the room left of their score: smaller type first (never
// under 12 CSS px), then two lines, then cut with an ellipsis. A long name ("Adaptive (level 4)",
// a person's own) never runs into the score on a phone.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';

/** Fits `text` (showing `name`) into `maxWidth` × `maxHeight` game pixels, starting at `fontSize`. */
export function fitName(text: Phaser.GameObjects.Text, name: string, maxWidth: number, maxHeight: number, fontSize: number): void {
  const least = 12 * pixelRatio();
  const width = Math.max(1, maxWidth);
  text.setWordWrapWidth(null).setText(name);
  let size = Math.max(fontSize, least);
  const setSize = (px: number) => text.setFontSize(`${Math.round(px)}px`);
  setSize(size);
  while (text.width > width && size > least) {
    size = Math.max(least, size * 0.9);
    setSize(size);
  }
  if (text.width <= width) return;
  // Two lines, if they fit in height.
  text.setWordWrapWidth(width, true);
  if (text.height <= maxHeight && text.width <= width + 1) return;
  text.setWordWrapWidth(null);
  let cut = name;
  while (cut.length > 1 && text.setText(cut + '…').width > width) cut = cut.slice(0, -1);
}
