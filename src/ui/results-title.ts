// The results' title: at least 22 CSS px on screen. Beside the close button where it fits at that
// size (centred on the panel, or in the room left of the button), else on its own row across the
// panel under the button, wrapped onto two lines if need be.

import type Phaser from 'phaser';
import { commonFontSize } from './readable.ts';
import { THEME, textStyle } from './theme.ts';

/** The least title size, in CSS px as the player sees it. */
export const TITLE_CSS_PX = 22;

/** CSS px on screen per game pixel, measured from the canvas as the page shows it. */
export function cssPerGamePixel(scene: Phaser.Scene): number {
  const canvas = scene.game.canvas;
  const shown = canvas.getBoundingClientRect().width;
  return shown > 0 && canvas.width > 0 ? shown / canvas.width : 1;
}

export interface TitleFrame {
  left: number;
  top: number;
  width: number;
  /** The close button's square in the panel's top right corner, and its margin from the edges. */
  closeSize: number;
  margin: number;
  u: number;
}

/** Adds the title; returns it and the y (game px) of the score line under it. */
export function addResultsTitle(scene: Phaser.Scene, title: string, f: TitleFrame): { text: Phaser.GameObjects.Text; below: number } {
  const { left, top, width, closeSize, margin, u } = f;
  const least = Math.ceil(TITLE_CSS_PX / cssPerGamePixel(scene));
  const most = Math.max(40 * u, least);
  const gap = 8 * u;
  const besideY = top + margin + closeSize / 2;
  const style = (size: number) => textStyle(size, THEME.accentCss, true);
  // Centred on the panel, clear of the button on both sides.
  const centred = commonFontSize(scene, [title], width - 2 * (closeSize + margin + gap), most, true);
  // Else in the room between the panel's left edge and the button.
  const roomLeft = left + 20 * u;
  const roomRight = left + width - margin - closeSize - gap;
  const beside = commonFontSize(scene, [title], roomRight - roomLeft, most, true);
  let text: Phaser.GameObjects.Text;
  if (centred >= least) text = scene.add.text(left + width / 2, besideY, title, style(centred));
  else if (beside >= least) text = scene.add.text((roomLeft + roomRight) / 2, besideY, title, style(beside));
  else {
    // Its own row under the button, across the panel; wrapped when even the least size is too wide.
    const across = width - 40 * u;
    const size = Math.max(least, commonFontSize(scene, [title], across, most, true));
    text = scene.add.text(left + width / 2, 0, title, style(size)).setAlign('center').setWordWrapWidth(across, true);
    text.setY(top + margin + closeSize + gap + text.height / 2);
  }
  text.setOrigin(0.5);
  return { text, below: Math.max(top + 98 * u, text.y + text.height / 2 + 30 * u) };
}
