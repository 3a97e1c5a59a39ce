// How the board stands on the board screen and how a finger places on it, from the screen's shape
// and the squares' size: upright the board takes the screen's width (its picture's margin past the
// sides, a square grid's row numbers on its rim); a finger places with one tap on squares of at
// least ONE_TAP_CSS, and on smaller ones with one gesture (a magnified cell above the finger, slid
// to adjust, placed on release), or, as a setting, aims first and places with Place.

import type { Layout } from '../../engine/index.ts';
import type { BoardShape } from './board-controls.ts';

/** The least square, in CSS px, a finger places on with one tap (a fingertip's pad; Apple asks 44 for a button). */
export const ONE_TAP_CSS = 40;

/** How a finger places on squares smaller than ONE_TAP_CSS: the settings' choice. */
export type Placing = 'magnify' | 'aim';

/** What a press does: `tap` places on release, `magnify` shows the cell above the finger and places on release, `aim` aims for Place. */
export type PressStyle = 'tap' | 'magnify' | 'aim';

/**
 * The least hold, in ms, of a magnifying press that places on its release: a finger held that long
 * has seen the magnified cell above it. A quicker tap (the finger never saw what it was over, on
 * squares smaller than its pad) aims instead, as the setting to aim first does: a second tap on the
 * aimed square, or Place, plays it.
 */
export const MAGNIFY_SEEN_MS = 250;

/** What the release of a magnifying press does: place where released, leave the aim on its square, or nothing (off the board). */
export function magnifiedRelease(o: {
  heldMs: number;
  /** The finger slid the magnified cell to another square on the way: it followed what it saw. */
  slid: boolean;
  /** The press began on the square a quick tap aimed before: the second tap places. */
  confirms: boolean;
  /** Released on the square the magnified cell stands on. */
  onSquare: boolean;
}): 'place' | 'aim' | 'none' {
  if (!o.onSquare) return 'none';
  if (o.confirms || o.slid || o.heldMs >= MAGNIFY_SEEN_MS) return 'place';
  return 'aim';
}

export function pressStyle(squareCss: number, touch: boolean, placing: Placing): PressStyle {
  if (!touch || squareCss >= ONE_TAP_CSS) return 'tap';
  return placing;
}

/** How the board's picture stands: `bleed` past the screen's sides, its row numbers on its rim. */
export interface BoardFitChoice {
  bleed: boolean;
  labelsOnRim: boolean;
}

/**
 * Upright, the width is what a phone lacks: the board bleeds, and on a grid of one-digit rows the
 * row numbers stand on the glass's rim rather than take a column beside it (on a hexagonal board
 * its column letters too, where its slanted sides would push them past the screen's sides).
 */
export function boardFitChoice(layout: Layout, shape: BoardShape): BoardFitChoice {
  const upright = shape === 'upright';
  return { bleed: upright, labelsOnRim: upright && layout.rows < 10 };
}
