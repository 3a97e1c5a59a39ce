// The results' title: at least 22 CSS px on screen. Beside the close button where it fits at that
// size (centred on the panel, or in the room left of the button, on one line or wrapped onto two),
// else on its own row across the panel under the button, wrapped if need be.

import type Phaser from 'phaser';
import { commonFontSize } from './readable.ts';
import { THEME, textStyle } from './theme.ts';
import {
  titleCentreY,
  titlePlace,
  type Box,
  type TitleFrame as PlacedFrame,
} from '../screens/results/title-place.ts';

/** The least title size, in CSS px as the player sees it. */
export const TITLE_CSS_PX = 22;
/**
 * The headline's size where it fits, in CSS px: on a desktop's scale 40 design units came to about
 * 18-22 px, a line among lines; a short title ("You won!") stands at least this large on every screen.
 */
export const HEADLINE_CSS_PX = 32;

/** CSS px on screen per game pixel, measured from the canvas as the page shows it. */
export function cssPerGamePixel(scene: Phaser.Scene): number {
  const canvas = scene.game.canvas;
  const shown = canvas.getBoundingClientRect().width;
  return shown > 0 && canvas.width > 0 ? shown / canvas.width : 1;
}

/** The title's frame as the panel gives it: the ✕'s place; the CSS scale is read from the canvas here. */
export type TitleFrame = Omit<PlacedFrame, 'css'>;

/** Adds the title; returns it, the y (game px) of the score line under it and the ✕'s box. */
export function addResultsTitle(
  scene: Phaser.Scene,
  title: string,
  f: TitleFrame,
): { text: Phaser.GameObjects.Text; below: number; close: Box } {
  const { left, top, width, closeSize, u } = f;
  const least = Math.ceil(TITLE_CSS_PX / cssPerGamePixel(scene));
  const most = Math.max(40 * u, Math.ceil(HEADLINE_CSS_PX / cssPerGamePixel(scene)));
  const at = titlePlace({ ...f, css: cssPerGamePixel(scene) });
  const style = (size: number) => textStyle(size, THEME.accentCss, true);
  const roomOf = (r: { left: number; right: number }) => r.right - r.left;
  // Centred on the panel, clear of the ✕ on both sides.
  const centred = commonFontSize(scene, [title], roomOf(at.centred), most, true);
  // Else in the room between the panel's left edge and the ✕.
  const { left: roomLeft, right: roomRight } = at.beside;
  const beside = commonFontSize(scene, [title], roomRight - roomLeft, most, true);
  let text: Phaser.GameObjects.Text;
  if (centred >= least) text = scene.add.text(left + width / 2, at.rowY, title, style(centred));
  else if (beside >= least) text = scene.add.text((roomLeft + roomRight) / 2, at.rowY, title, style(beside));
  else {
    // On a row of its own the title would be this size; beside the ✕ it is no larger.
    const across = roomOf(at.below);
    const size = Math.max(least, commonFontSize(scene, [title], across, most, true));
    const wrapped = wrappedBeside(scene, title, roomRight - roomLeft, least, size, style);
    if (wrapped) {
      // Two lines beside the ✕, their top at its top: the panel opens with its title.
      text = wrapped.setPosition(
        (roomLeft + roomRight) / 2,
        at.close.y + Math.max(closeSize, wrapped.height) / 2,
      );
    } else {
      // Its own row under the ✕, across the panel; wrapped when even the least size is too wide.
      text = scene.add
        .text(left + width / 2, 0, title, style(size))
        .setAlign('center')
        .setWordWrapWidth(across, true);
      text.setY(at.below.top + text.height / 2);
    }
  }
  text.setOrigin(0.5);
  text.setY(titleCentreY(at, text.y, text.height));
  return { text, below: Math.max(top + 98 * u, text.y + text.height / 2 + 30 * u), close: at.close };
}

/**
 * The title wrapped onto two lines in `room` game px at the largest size from `most` down to
 * `least` where it fits with its words whole, or null where it does not fit at `least`.
 */
function wrappedBeside(
  scene: Phaser.Scene,
  title: string,
  room: number,
  least: number,
  most: number,
  style: (size: number) => Phaser.Types.GameObjects.Text.TextStyle,
): Phaser.GameObjects.Text | null {
  const words = title.split(' ').filter(Boolean).join(' ');
  const text = scene.add.text(0, 0, title, style(least)).setAlign('center').setWordWrapWidth(room, true);
  // The wrap cuts a word too long for the room; a name is never cut.
  const fits = () => {
    const lines = text.getWrappedText();
    return text.width <= room && lines.length <= 2 && lines.map((l) => l.trim()).join(' ') === words;
  };
  if (!fits()) {
    text.destroy();
    return null;
  }
  for (let size = Math.floor(most); size > least; size--) {
    text.setFontSize(size);
    if (fits()) return text;
  }
  return text.setFontSize(least);
}

/** The title's colour by the ending's mood: a win in gold, a draw in the glass's pale blue, a loss in a warm, kind colour. */
export function moodColour(mood: 'win' | 'loss' | 'draw' | 'neutral'): string {
  return { win: THEME.accentCss, draw: '#bfe6f0', loss: '#f6c9a6', neutral: THEME.accentCss }[mood];
}

/** The panel's rim per ending (ending.ts): gold for a win, cool for a draw, warm for a loss; none for a watched game. */
export function rimColour(rim: 'gold' | 'cool' | 'warm' | 'plain'): number | undefined {
  return { gold: THEME.accent, cool: 0x8fd3ea, warm: 0xf6a56b, plain: undefined }[rim];
}
