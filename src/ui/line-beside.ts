// A line of words beside a title (the review's progress): at its own size where it fits, else
// smaller and wrapped on two lines within the title's height, never past the screen's edge nor
// under the readable least.

import type Phaser from 'phaser';
import { readable } from './readable.ts';

export interface BesideTitle {
  /** The right edge the line keeps inside, in game pixels. */
  right: number;
  /** The line's size where it fits, and the size it shrinks to. */
  size: number;
  small: number;
  /** The title's top and height: one line sits a little under the top, two fill the height. */
  top: number;
  height: number;
}

/** Sets the words and fits them beside the title. */
export function setBesideTitle(text: Phaser.GameObjects.Text, words: string, at: BesideTitle): void {
  const room = Math.max(1, at.right - text.x);
  text.setWordWrapWidth(null).setFontSize(readable(at.size)).setText(words);
  if (text.width <= room) {
    text.setY(at.top + (at.height - text.height) / 2);
    return;
  }
  text.setFontSize(readable(at.small)).setWordWrapWidth(room);
  text.setY(at.top + Math.max(0, (at.height - text.height) / 2));
}
