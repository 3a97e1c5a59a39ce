// The game's look outside the baked art: colours of the page, panels and text, the font stack
// (system fonts only: nothing is fetched), and text styles sized in device pixels.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';

export const THEME = {
  background: 0x0d1b1e,
  backgroundTop: 0x12303a,
  panel: 0x16323c,
  panelLight: 0x21495a,
  panelEdge: 0x3c7a90,
  accent: 0xffd34d,
  accentCss: '#ffd34d',
  text: '#e8f6f8',
  textDim: '#93b7c2',
  selected: 0x2e8c6e,
  selectedEdge: 0x7af0c0,
  danger: 0xff7a59,
} as const;

export const FONT = '"Trebuchet MS", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A text style at `size` device pixels. Text is drawn at device size, so resolution 1 is sharp. */
/** The smallest text the game shows, in CSS px: readable on every screen (a phone on its side too). */
export const MIN_TEXT_CSS_PX = 12;

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
