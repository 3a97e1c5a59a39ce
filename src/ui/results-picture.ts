// The results' pictures: the game they end (the final board, drawn by the board art, at the top of
// the result's column, as large as the room the words under it leave: the sheet shows the game, not
// an empty column beside its buttons), and with the panel aside, the pill saying the way back.

import type Phaser from 'phaser';
import { addFinalBoardPicture } from './game-thumbnail.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';

/**
 * Draws the final board of `record` at the column's top and moves the column's words (`words`, drawn
 * from `c.top`, `c.words` tall) down under it; returns the column's new height (the words' alone
 * where the room is too small for a picture worth seeing).
 */
export function addResultsPicture(
  scene: Phaser.Scene,
  record: string,
  palettes: readonly string[],
  words: readonly Phaser.GameObjects.GameObject[],
  c: { x: number; top: number; width: number; words: number; room: number; most: number; u: number },
): number {
  const gap = 12 * c.u;
  const h = Math.min(c.most, c.room - c.words - gap);
  if (h < 70 * c.u) return c.words;
  const picture = addFinalBoardPicture(scene, record, palettes, c.x, c.top + h / 2, c.width, h);
  const shown = picture.displayHeight;
  picture.y = c.top + shown / 2;
  for (const o of words) if ('y' in o) (o as unknown as { y: number }).y += shown + gap;
  return c.words + shown + gap;
}

/** The words of the way back to the results in a pill over the band of the board's status line. */
export function addWayBackPill(
  scene: Phaser.Scene,
  band: { x: number; y: number; width: number; height: number },
  words: string,
  u: number,
): Phaser.GameObjects.GameObject[] {
  const label = scene.add.text(band.x, band.y, words, textStyle(18 * u, THEME.text, true)).setOrigin(0.5);
  const pillH = Math.max(band.height, label.height + 6 * u);
  const pillW = Math.min(band.width, label.width + 36 * u);
  if (label.width > pillW - 20 * u) label.setScale((pillW - 20 * u) / label.width);
  const texture = roundedRectTexture(scene, {
    width: pillW,
    height: pillH,
    radius: pillH / 2,
    fill: THEME.panel,
    fillAlpha: 0.96,
    stroke: THEME.accent,
    strokeWidth: 2 * u,
  });
  const pill = scene.add.image(band.x, band.y, texture);
  label.setDepth(1);
  return [pill, label];
}
