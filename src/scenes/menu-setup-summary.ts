// The setup page's line over Done / Play: what Play starts, on every tab, in the menu card's words
// (the setup model's summary). It is part of the bar: the tabs' rows end above it. Screen readers
// hear it under the page's title (a11y-view.ts finds it by its name).

import type Phaser from 'phaser';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';

export const SETUP_SUMMARY = 'setup:summary';

export interface SetupSummary {
  /** How tall the line stands (two lines where one does not fit the width). */
  height: number;
  /** Says it again after a choice the page is not drawn again for (who moves first). */
  refresh: (words: string) => void;
}

/** The line centred over `width` from `x`, its foot at `bottom`. */
export function drawSetupSummary(
  scene: Phaser.Scene,
  words: string,
  x: number,
  width: number,
  bottom: number,
  u: number,
): SetupSummary {
  const text = scene.add.text(x + width / 2, bottom, words, {
    ...textStyle(readable(15 * u), THEME.text),
    align: 'center',
    wordWrap: { width, useAdvancedWrap: true },
  });
  text.setOrigin(0.5, 1).setName(SETUP_SUMMARY);
  return { height: text.height, refresh: (next) => text.setText(next) };
}
