// Where and when the tag by the board stands while a computer thinks (ui/thinking-tag.ts draws it):
// beside a column's HUD, in the band over the board's squares (the vessel's top rim and the room
// above it), under a strip there; upright on a phone, under the status line that ends the
// opponent's panel, over the board (a reviewer, eyes on the board, saw only "Your turn" move while
// Medium thought); nowhere when that band is too low for it. It shows once a think has lasted
// TAG_AFTER_MS, so a quick reply does not flash it.

/** How long a computer thinks before the tag shows, in milliseconds. */
export const TAG_AFTER_MS = 500;

/** Where the tag may stand: the band over the board's squares (its centre across, its top and bottom). */
export interface TagBand {
  x: number;
  top: number;
  bottom: number;
}

/**
 * The tag's band over a board whose squares start at `boardTop`, under whatever ends at
 * `clearOf` (the screen's top, a strip over the board), or null where it leaves under `least` px.
 */
export function tagBand(centreX: number, clearOf: number, boardTop: number, least: number): TagBand | null {
  return boardTop - clearOf >= least ? { x: centreX, top: clearOf, bottom: boardTop } : null;
}

/**
 * Upright: the band just under `clearOf` (the status line's foot, or a strip's under it), `tall` px
 * high at most (the tag's own height and its air), over the board's squares at `boardTop`; null
 * where less than `least` px is left.
 */
export function uprightTagBand(
  centreX: number,
  clearOf: number,
  boardTop: number,
  tall: number,
  least: number,
): TagBand | null {
  return tagBand(centreX, clearOf, Math.min(boardTop, clearOf + tall), least);
}
