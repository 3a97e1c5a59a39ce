// The sign over the HUD's status line (a retry's "Practice · from move 12", the rules on): a tag
// at the top of the status band, light words on a dark pill with a gold rim, read at a glance on a
// phone (at least 14 CSS px; 12 only where the band is too narrow or too short for it). It takes
// what it needs of the band; the status line the rest.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { fitLine, leastScale } from './fit-text.ts';
import { signRow } from './hud-column.ts';
import { signText } from '../screens/game/rules-sign.ts';
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
  const padX = 10 * u;
  const tag = scene.add.graphics();
  const sign = scene.add
    .text(band.x + band.width / 2, band.y, words, textStyle(row.font, THEME.text, true))
    .setOrigin(0.5);
  // In a column too narrow for one line, each rule takes a line of its own (not a word cut off the end).
  sign.setText(signText(words, sign.width <= band.width - 2 * padX, column)).setAlign('center');
  fitLine(sign, band.width - 2 * padX);
  // In a column (a phone on its side) a sign that wraps takes the lines it needs, up to half the band.
  let signH = row.height;
  let rest = row.rest;
  if (column && sign.displayHeight + 4 * u > signH) {
    signH = Math.min(band.height / 2, sign.displayHeight + 4 * u);
    rest = { ...band, y: band.y + signH, height: band.height - signH };
  }
  sign.setY(band.y + signH / 2);
  // Kept to its row, off the panels above it (never under 12 CSS px).
  if (sign.displayHeight > signH)
    sign.setScale(Math.max(leastScale(sign), (sign.scaleY * signH) / sign.displayHeight));
  // The pill round the words, no taller than the row.
  const w = sign.displayWidth + 2 * padX;
  const h = Math.min(signH, sign.displayHeight + 4 * u);
  const x = sign.x - w / 2;
  const y = sign.y - h / 2;
  tag.fillStyle(THEME.background, 0.82).fillRoundedRect(x, y, w, h, Math.min(h / 2, 14 * u));
  tag
    .lineStyle(Math.max(1.5 * u, 1), THEME.accent, 0.9)
    .strokeRoundedRect(x, y, w, h, Math.min(h / 2, 14 * u));
  return { sign, band: rest };
}
