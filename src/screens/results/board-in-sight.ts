// The final board kept in sight over an upright phone's short sheet, without Phaser (after a
// won ladder step the sheet, with its stars, covered all but a strip of the winning board, and the
// filled board was gone with the card). Where the sheet leaves too little of the real board in
// sight, the board steps up out of its way: a clear picture of it, as large as the band between the
// top bar and the sheet allows, glides from where the real board stood into that band as the sheet
// slides up (lichess's and Chess.com's game-over card under or over a board still in sight). Under
// reduced motion it is simply there. The picture then stands alone: the real board behind it is
// hidden whole (its rows under the picture read through the shade: the same board twice).

import type { Box } from './title-place.ts';
import { SHEET_SLIDE_MS } from './sheet-stand.ts';

/** The share of the real board's height that, left in sight over the sheet, is the board seen: no picture then. */
export const BOARD_SEEN_SHARE = 0.8;

/** The least side, in design units, of a picture worth stepping up: a smaller band keeps the real board's strip. */
export const LEAST_SIGHT = 110;

export interface BoardInSight {
  /** Where the real board stood (the picture's first frame). */
  from: Box;
  /** Where the picture stands over the sheet: a square box, centred in the band. */
  to: Box;
  /** The glide from `from` to `to`, with the sheet's slide (0: simply there). */
  ms: number;
  /** How opaque the backdrop over the real board and the top bar grows, behind the picture: whole, one board in sight. */
  backdrop: number;
}

/** The backdrop behind the picture: opaque, so the real board's rows do not read through it. */
export const PICTURE_BACKDROP = 1;

/**
 * Where the final board's picture stands over the short sheet, or null where none is wanted: not
 * on the short sheet (a tablet, a phone on its side, the whole sheet have the board's picture on
 * the sheet), no board, the sheet leaving BOARD_SEEN_SHARE of the real board in sight, or a band
 * under LEAST_SIGHT. `board`: the real board's frame; `barBottom`: the top bar's foot (the picture
 * keeps clear of it); `sheetTop`: the sheet as it stands; `u`: a design unit in game pixels.
 */
export function boardInSight(o: {
  short: boolean;
  board: Box | null;
  barBottom: number;
  sheetTop: number;
  screenWidth: number;
  u: number;
  reduced: boolean;
}): BoardInSight | null {
  const { board, u } = o;
  if (!o.short || !board) return null;
  if (o.sheetTop >= board.y + BOARD_SEEN_SHARE * board.height) return null;
  const gap = 10 * u;
  const top = o.barBottom + gap;
  const bottom = o.sheetTop - gap;
  // The board's own shape, scaled into the band: as high as the band, no wider than the screen.
  const scale = Math.min((bottom - top) / board.height, (o.screenWidth - 2 * gap) / board.width, 1);
  const [width, height] = [board.width * scale, board.height * scale];
  if (Math.min(width, height) < LEAST_SIGHT * u) return null;
  const to = { x: (o.screenWidth - width) / 2, y: top + (bottom - top - height) / 2, width, height };
  return { from: board, to, ms: o.reduced ? 0 : SHEET_SLIDE_MS, backdrop: PICTURE_BACKDROP };
}
