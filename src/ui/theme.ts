// The game's look outside the baked art: the tokens (tokens.ts: colours, glass, type, spacing, the
// system font stack, nothing fetched) and text styles sized in device pixels.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';
import { FONT, MIN_TEXT_CSS_PX, THEME } from './tokens.ts';

export { FONT, GLASS, LAB, MIN_TEXT_CSS_PX, RADIUS, SPACE, THEME, TYPE } from './tokens.ts';

/** A text style at `size` device pixels. Text is drawn at device size, so resolution 1 is sharp. */
export function textStyle(
  size: number,
  color: string = THEME.text,
  bold = false,
): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    fontFamily: FONT,
    fontSize: `${Math.round(Math.max(size, MIN_TEXT_CSS_PX * pixelRatio()))}px`,
    color,
    fontStyle: bold ? 'bold' : 'normal',
    resolution: 1,
  };
}
