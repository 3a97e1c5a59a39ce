// The look's decisions in one Phaser-free place (docs/look.md): the palette, the lab behind every
// screen, the glass every surface is made of, the type scale, the spacing unit and the corners.
// Every view reads them through theme.ts; the tests check their contrast and sizes in Node.

import { READABLE_CSS } from './device-pixels.ts';

export const THEME = {
  /** The page's two tones, foot and top: the lab where it lies in shade. */
  background: 0x0d1b1e,
  backgroundTop: 0x12303a,
  panel: 0x16323c,
  /** A hovered surface's body. */
  panelLight: 0x1b414e,
  panelEdge: 0x3c7a90,
  accent: 0xffd34d,
  accentCss: '#ffd34d',
  text: '#e8f6f8',
  /** Notes under a line: at least 4.5:1 on every glass body, lit top included. */
  textDim: '#a9cbd4',
  selected: 0x155442,
  selectedEdge: 0x7af0c0,
  danger: 0xff7a59,
} as const;

/**
 * The lab under the microscope, behind every screen: a pool of lamp light in the middle of a dark
 * slide, a counting grid etched faintly into it, and a few cells far out of focus drifting slowly.
 */
export const LAB = {
  /** The lamp's pool at its brightest (a little above the middle), and the slide's corners. */
  pool: 0x143a46,
  corner: 0x081417,
  /** The counting grid: a fine line every `grid` CSS px, a stronger one every fourth, white at these strengths. */
  grid: 44,
  gridAlpha: 0.035,
  gridMajorAlpha: 0.05,
  /**
   * The out-of-focus cells: their strongest opacity, their colours (the players' green, blue, fuchsia
   * and red and the chosen mint, each sunk to the slide's depth, so a cell tints the lab without
   * lighting it) and the strength of the gloss on their top. Words drawn over one keep 4.5:1
   * (tests/ui/look-tokens.test.ts).
   */
  cellAlpha: 0.38,
  cells: [0x126024, 0x1a4c9c, 0x8a2590, 0x9a3010, 0x1c6452],
  cellGloss: 0.1,
} as const;

/**
 * One visual language for every screen (docs/look.md): the lab's glass. Panels, cards, dialogs and
 * buttons are glass surfaces: a deep teal body lit from above (a lighter top, a shaded foot), a
 * rim light along the top edge, a thin bright rim and a soft shadow beneath; the main action glows.
 */
export const GLASS = {
  body: 0x153a45,
  bodyAlpha: 0.97,
  /** The rim: the glass's edge catching the light. */
  rim: 0x8fdcec,
  rimAlpha: 0.55,
  /** White over the top, fading out by `lightEnd` of the height; black over the foot, from `shadeFrom`. */
  light: 0.07,
  lightEnd: 0.55,
  shade: 0.2,
  shadeFrom: 0.5,
  /** The gloss: a soft band of white across the upper part, as on the cells. */
  gloss: 0.045,
  /** The rim light: a fine white line along the inside of the top edge. */
  rimLight: 0.5,
  shadowAlpha: 0.34,
  /** A chosen surface: a deep green glass with a mint rim. */
  chosen: 0x155442,
  /** The main action of a screen: a green glass with a lit rim and a glow around it. */
  primary: 0x1a703c,
  primaryRim: 0x9df5b8,
  /** The main action's label: white, bold, on the deep green. */
  primaryText: '#ffffff',
  primaryGlow: 0x5ff08f,
  glowAlpha: 0.16,
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

/** The smallest text the game shows, in CSS px: readable on every screen (a phone on its side too). */
export const MIN_TEXT_CSS_PX = READABLE_CSS;
