// The game's look outside the baked art: colours of the page, panels and text, the font stack
// (system fonts only: nothing is fetched), and text styles sized in device pixels.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';
import { READABLE_CSS } from './device-pixels.ts';

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

/**
 * One visual language for every screen (docs/look.md): the lab's glass. Panels, cards, dialogs and
 * buttons are glass surfaces: a deep teal body, a thin bright rim, a soft glint down the left wall
 * like the vessels' glass, and a shadow beneath.
 */
export const GLASS = {
  body: 0x153a45,
  bodyAlpha: 0.97,
  /** The rim: the glass's edge catching the light. */
  rim: 0x8fdcec,
  rimAlpha: 0.55,
  /** The glint down the left wall and the sheen across the top, white at these strengths. */
  glint: 0.12,
  sheen: 0.06,
  shadowAlpha: 0.3,
  /** A pressed or chosen surface: the person's green, as on the board. */
  chosen: 0x2e8c6e,
  /** The main action of a screen: a green surface with a lit rim. */
  primary: 0x2f9e5a,
  primaryRim: 0x9df5b8,
} as const;

/** The spacing unit in design units (× u on screen): every margin and gap is a multiple of it. */
export const SPACE = 8;

/** The type scale in design units (CSS px at u = 1); nothing is drawn under MIN_TEXT_CSS_PX. */
export const TYPE = {
  /** The game's name on the menu, a results headline. */
  title: 34,
  /** A panel's or dialog's title. */
  heading: 22,
  /** Words to read: the tutorial's card, a dialog's question, the rules. */
  body: 17,
  /** Buttons. */
  button: 18,
  /** Notes under a line, captions, the board's labels. */
  small: 14,
} as const;

/** Corner radii in design units: panels and dialogs, cards, buttons (a button's is also at most half its height). */
export const RADIUS = { panel: 18, card: 14, button: 12 } as const;

export const FONT = '"Trebuchet MS", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A text style at `size` device pixels. Text is drawn at device size, so resolution 1 is sharp. */
/** The smallest text the game shows, in CSS px: readable on every screen (a phone on its side too). */
export const MIN_TEXT_CSS_PX = READABLE_CSS;

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
