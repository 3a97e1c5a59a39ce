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
export function textStyle(size: number, color: string = THEME.text, bold = false): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    fontFamily: FONT,
    // Never under 12 CSS px: the smallest furniture on a phone (a chart's axis) stays readable.
    fontSize: `${Math.round(Math.max(size, 12 * pixelRatio()))}px`,
    color,
    fontStyle: bold ? 'bold' : 'normal',
    resolution: 1,
  };
}
