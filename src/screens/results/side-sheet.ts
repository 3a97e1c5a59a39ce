// A won (or any) game's results on a phone on its side: the final board is the sheet's hero, a square
// as tall as the sheet at its left, and the title, score, what was earned and the buttons in the
// column at its right (the review met a board of about 100 CSS px there, the header and stars in the
// left column). All in game pixels; the scene measures what it drew and asks whether it fits.

import type { Box } from './title-place.ts';

export interface SideSheet {
  /** The final board's square, at the sheet's left, its full height less the padding. */
  picture: Box;
  /** The column at its right: header at its top, buttons at its foot, words between. */
  column: Box;
  /** The band under the picture given up for a line (how the person played), or null. */
  caption: Box | null;
}

/** The least width (CSS px) the right column keeps: the next step's words and two buttons side by side. */
export const SIDE_COLUMN_CSS = 380;

/**
 * The picture and the column in `panel`: the picture as tall as the panel less `pad` above and
 * under (and less `caption`, a band under it for a line the column has no room for), narrowed only
 * where the column would be narrower than SIDE_COLUMN_CSS (`css`: CSS px per game px); null where
 * the panel is too small for a picture worth seeing (under 160 CSS px).
 */
export function sideSheet(panel: Box, pad: number, css: number, caption = 0): SideSheet | null {
  const columnLeast = SIDE_COLUMN_CSS / css;
  const size = Math.min(panel.height - 2 * pad - caption, panel.width - 2 * pad - columnLeast);
  if (size * css < 160) return null;
  const y = panel.y + (panel.height - size - caption) / 2;
  const picture = { x: panel.x + pad, y, width: size, height: size };
  const left = picture.x + size;
  return {
    picture,
    column: { x: left, y: panel.y, width: panel.x + panel.width - left, height: panel.height },
    caption: caption > 0 ? { x: picture.x, y: y + size, width: size, height: caption } : null,
  };
}

/**
 * Where the result's words stand in the column: in the middle of the room between the header's foot
 * and the buttons' top, `gap` clear of each; null where they do not fit there (the sheet is then
 * laid out as before, the picture smaller beside the words).
 */
export function sideWordsTop(
  headerBottom: number,
  words: number,
  buttonsTop: number,
  gap: number,
): number | null {
  const room = buttonsTop - headerBottom - 2 * gap;
  if (words > room) return null;
  return headerBottom + gap + (room - words) / 2;
}
