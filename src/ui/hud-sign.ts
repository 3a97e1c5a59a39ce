// The sign over the HUD's status line (a retry's "Practice from move 12: not saved"): a gold line in the
// top of the status band, at least 13 CSS px (it is read at a glance on a phone), 12 only where the
// band is too narrow or too short for 13. It takes what it needs of the band; the status line the rest.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { fitLine, leastScale } from './fit-text.ts';
import { signRow } from './hud-column.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** Draws `words` at the top of `band` (in a column, a phone on its side, a line of its own); returns the sign and the band left for the status line. */
export function addSign(
  scene: Phaser.Scene,
  band: Rect,
  words: string,
  u: number,
  column: boolean,
): { sign: Phaser.GameObjects.Text; band: Rect } {
  const row = signRow(band, u, column, pixelRatio());
  const signH = row.height;
  const sign = scene.add
    .text(band.x + band.width / 2, band.y + signH / 2, words, textStyle(row.font, THEME.accentCss, true))
    .setOrigin(0.5);
  sign.setShadow(0, 2 * u, '#000000', 4 * u, false, true);
  fitLine(sign, band.width);
  // Kept to its row, off the panels above it (never under 12 CSS px).
  if (sign.displayHeight > signH)
    sign.setScale(Math.max(leastScale(sign), (sign.scaleY * signH) / sign.displayHeight));
  return { sign, band: row.rest };
}
