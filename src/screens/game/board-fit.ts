// How the board stands on the board screen and how a finger places on it, from the screen's shape
// and the squares' size: upright the board takes the screen's width (its picture's margin past the
// sides, a square grid's row numbers on its rim); a finger places with one tap on squares of at
// least ONE_TAP_CSS; on smaller ones a press shows the board magnified above the finger, slid to
// adjust, placed on release; a quick tap well inside a square places, one by an edge only aims (the
// magnified square stays with its gain, and a second tap on it places: a fingertip by an edge lands
// a square off too often for one tap to play);
// or, as a setting, a finger aims first and places with Place; or, as another, one quick tap places
// on them too. Zoomed in, the squares' size is as shown: once a finger's pad wide, one tap places.

import type { Layout, Position } from '../../engine/index.ts';
import type { BoardShape } from './board-controls.ts';

/** The least square, in CSS px, a finger places on with one tap (a fingertip's pad; Apple asks 44 for a button). */
export const ONE_TAP_CSS = 40;

/** How a finger places on squares smaller than ONE_TAP_CSS: the settings' choice (`tap`: one quick tap, as on big squares). */
export type Placing = 'magnify' | 'aim' | 'tap';

/** The settings' way of placing on small squares: one tap where the player turned it on, else their magnify or aim. */
export function placingOf(settings: { placing: 'magnify' | 'aim'; tapOnce: boolean }): Placing {
  return settings.tapOnce ? 'tap' : settings.placing;
}

/** What a press does: `tap` places on release, `magnify` shows the cell above the finger and places on release, `aim` aims for Place. */
export type PressStyle = 'tap' | 'magnify' | 'aim';

/** How long a finger must stay down for its eye to have found the magnified cell above it, in milliseconds. */
export const MAGNIFIER_SEEN_MS = 200;

/**
 * What the release of a magnifying press does. A press whose finger has seen the magnified board
 * (held MAGNIFIER_SEEN_MS, slid so the aim moved with it, or pressed again on the square it aimed)
 * places on release: one gesture. A quicker tap places too where it lies well inside its square
 * (tap-inside.ts: off the outer quarter by an edge shared with a square that could be played), so
 * a 12×12's 144 moves are one tap each. By such an edge a fingertip's pad, wider than these squares,
 * lands a square off often enough to cost a long game: the quick tap only aims there, the magnified
 * square stays in sight with its gain, and a second tap on it (or a slide) places. Slid off the board: nothing.
 */
export function magnifiedRelease(o: {
  /** Released on the square the magnified cell stands on. */
  onSquare: boolean;
  /** The finger was down MAGNIFIER_SEEN_MS or more, slid, or pressed the square already aimed. */
  seen: boolean;
  /** The release lies well inside its square (tap-inside.ts's tapWellInside). */
  inside: boolean;
}): 'place' | 'aim' | 'none' {
  if (!o.onSquare) return 'none';
  return o.seen || o.inside ? 'place' : 'aim';
}

/** The squares a tap could play on now: the legal ones, or under gravity every square of a column not full. */
export function playableSquares(p: Position): number[] {
  const layout = p.layout;
  const all = Array.from({ length: layout.size }, (_, s) => s);
  return all.filter((s) => (layout.gravity ? p.landingSquare(layout.colOf[s]!) >= 0 : p.isLegal(s)));
}

/** What a press does on squares `squareCss` wide as shown on the screen now (zoomed in, the zoomed size). */
export function pressStyle(squareCss: number, touch: boolean, placing: Placing): PressStyle {
  if (!touch || squareCss >= ONE_TAP_CSS || placing === 'tap') return 'tap';
  return placing;
}

/**
 * Where the board's names stand: beside and under its vessel (false), or its row numbers on its
 * rim (true; a hexagonal board's letters too).
 */
export type LabelsOnRim = boolean;

/** The widest upright screen, in CSS px, whose board bleeds past its sides: a phone's (a tablet's is 744 and more). */
export const BLEED_MOST_CSS = 600;

/** How the board's picture stands: `bleed` past the screen's sides, its names on its rim. */
export interface BoardFitChoice {
  bleed: boolean;
  labelsOnRim: LabelsOnRim;
}

/**
 * Upright, the width is what a phone lacks: the board bleeds, and on a grid of one-digit rows the
 * row numbers stand on the glass's rim rather than take a column beside it (on a hexagonal board
 * its column letters too, where its slanted sides would push them past the screen's sides). On its
 * side a square grid's row numbers stand on its rim too (not a petri dish's), its letters under it
 * with the air they have upright: on the tray's flat foot they sat tight against the glass. A
 * hexagonal board's always stand on its rim.
 */
export function boardFitChoice(layout: Layout, shape: BoardShape, widthCss?: number): BoardFitChoice {
  if (shape === 'side' && layout.grid === 'square' && layout.kind !== 'petri' && layout.rows < 10)
    return { bleed: false, labelsOnRim: true };
  const upright = shape === 'upright';
  // Only a phone lacks the width: on an upright tablet (`widthCss` 744 and more) a bleeding beaker's
  // wall and tick marks touched the screen's edge, for squares already large.
  if (upright && widthCss !== undefined && widthCss > BLEED_MOST_CSS)
    return { bleed: false, labelsOnRim: layout.rows < 10 };
  // A hexagonal board's names stand on its rim on every screen: beside it on a tablet they took the
  // width its hexagons lacked there (bound by the width, it left bands over and under it). A
  // triangle's row numbers too, on its side: beside the tray they stood a rim and a gap off their
  // rows, up the slanted side, and "e3" was hard to find.
  const rim = upright || layout.grid === 'hex' || (shape === 'side' && layout.grid === 'tri');
  return { bleed: upright, labelsOnRim: rim && layout.rows < 10 };
}
