// Upright, the board's fit that keeps the notices' band under the bottom panel. A board bound by the
// width (a phone's square board) leaves height spare and the band comes free; one bound by the
// height (an upright tablet's: 768×1024 left no height, and the coach's tips and the notices stood
// over the "You" panel) gives up a little of its size for it, so a tip covers neither a panel
// nor a square still to play. A phone's tall board (a beaker, a flask) keeps the height it grew
// into, its squares a finger's at most, and where the band would cost a tablet's squares much the
// board keeps its size too: the notices find their place as before (notice-place.ts).

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { roomHigh, type LabelRoom } from './board-label-places.ts';

/** The least share of its squares' size a board keeps when it gives height to the notices' band. */
export const KEPT_FOR_NOTICES = 0.85;
/** Upright screens this wide in CSS px or more are tablets: their squares are large enough to give way. */
export const TABLET_CSS = 600;

/**
 * The board's fit in `area`, `band` less high on a tablet (`cssWidth`) where it is bound by the
 * height and that keeps KEPT_FOR_NOTICES of its squares.
 */
export function fitKeepingNotices(
  layout: Layout,
  area: Rect,
  room: LabelRoom,
  bleed: boolean,
  band: number,
  cssWidth: number,
): BoardGeometryFit {
  const fit = new BoardGeometryFit(layout, area, room, bleed);
  const spare = area.height - (fit.frame.height + roomHigh(room));
  if (band <= 0 || spare >= band || cssWidth < TABLET_CSS) return fit;
  const smaller = new BoardGeometryFit(layout, { ...area, height: area.height - band }, room, bleed);
  return smaller.square >= KEPT_FOR_NOTICES * fit.square ? smaller : fit;
}
