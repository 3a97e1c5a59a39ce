// Where the tag by the board stands while a computer thinks (ui/thinking-tag.ts draws it): in the
// band over the board's squares (the vessel's top rim and the room above it), under a strip there,
// and nowhere when that band is too low for it.

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
