// Where and when the tag by the board stands while a computer thinks (ui/thinking-tag.ts draws it):
// beside a column's HUD, in the band over the board's squares (the vessel's top rim and the room
// above it), under a strip there; upright on a phone, under the status line that ends the
// opponent's panel, over the board (a reviewer, eyes on the board, saw only "Your turn" move while
// Medium thought). Where the band over the board is too low for it (a phone on its side, whose board
// takes the screen's height) it stands on the thinker's own panel in the column, over its name and
// short of its score: the panel's small "thinking" alone is easily missed there. It shows once a
// think has lasted TAG_AFTER_MS, a beat, so it stands for most of every think: a reply comes
// 500-1,200 ms after the move before (game/think-time.ts), and a longer wait would show the tag for
// a flash or not at all.

/** How long a computer thinks before the tag shows, in milliseconds: under a fifth of the shortest think. */
export const TAG_AFTER_MS = 100;

/** The tag's height over the board at most, in design units (ui/thinking-tag.ts draws it so). */
export const TAG_TALL = 34;
/** The least height of a tag whose words read at a glance, in CSS px (its words are 0.56 of it: 15 px). */
const TAG_READABLE_CSS = 27;

/**
 * How tall the band over a column layout's board must be for the tag to stand there, in game
 * pixels: its whole height and air, where that height reads at a glance (a tablet, a desktop); else
 * Infinity, and the tag stands on the thinker's panel (a phone on its side, whose units are small:
 * there a tag over the board read at 13 px in a sliver of room).
 */
export function overBoardLeast(u: number, dpr: number): number {
  return TAG_TALL * u >= TAG_READABLE_CSS * dpr ? (TAG_TALL + 6) * u : Infinity;
}

/** Where the tag may stand: the band over the board's squares (its centre across, its top and bottom). */
export interface TagBand {
  x: number;
  top: number;
  bottom: number;
  /** The most the tag may take across (its words shrink to it), or none: as wide as its words. */
  width?: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * On the thinker's panel (a column's, `panel`): its whole height but a little air, from its left
 * edge to short of its score (`score`, as drawn), leaving the score room for three figures.
 */
export function panelTagBand(panel: Box, score: Box, u: number): TagBand {
  const left = panel.x + 4 * u;
  const scoreLeft = Math.min(score.x, score.x + score.width - 1.6 * score.height);
  const right = Math.min(panel.x + panel.width, scoreLeft) - 6 * u;
  return {
    x: (left + right) / 2,
    top: panel.y + 3 * u,
    bottom: panel.y + panel.height - 3 * u,
    width: Math.max(0, right - left),
  };
}

/**
 * How opaque the tag's back is on `band`: whole on a panel, where it stands over the panel's own name
 * and "thinking" (any less and they show through as a ghost behind the tag's words);
 * over the board, a touch short of whole.
 */
export function tagBackAlpha(band: TagBand): number {
  return band.width !== undefined ? 1 : 0.95;
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
