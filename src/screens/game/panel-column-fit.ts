// How the players' column beside the board stands on a tablet or a desktop, as on lichess's and
// chess.com's tablet layouts: the column takes the width the board leaves it (never the board's
// own), set against the board with the bar of controls on the board's other side, and its panels,
// names, scores and status line grow with it, to sizes read at arm's length. On a phone on its
// side the column keeps the phone's sizes: there the height is what the board lacks.

/** The column's width on a tablet or desktop, CSS px: at least a 20-letter name's, at most what panels read well at. */
export const WIDE_COLUMN = { least: 192, most: 400 } as const;

/**
 * The column's design unit on a tablet or desktop, in CSS px per unit: the phone's panel (64 units
 * high, its name at 16 units, its score at 34, the status line at 19) grown with the column's
 * width, as far as a panel's turn words still stand beside a three-figure score: the cell, the
 * gaps and the score take PANEL_UNITS of the panel's width, the words WORDS_CSS at the readable
 * floor. At least 1 (a tablet's narrow column keeps the phone's sizes), at most 1.7 (a desktop's:
 * the column takes the width the board leaves, up to 400 CSS px, so no third of the screen stands empty).
 */
export function wideColumnUnitCss(widthCss: number): number {
  return Math.min(WIDE_UNIT.most, Math.max(WIDE_UNIT.least, (widthCss - WORDS_CSS) / PANEL_UNITS));
}

/** The wide column's unit's bounds in CSS px. */
export const WIDE_UNIT = { least: 1, most: 1.7 } as const;

/** A panel's width in design units that is not its words: its cell and name's indent (64), the score's inset (14), a bold "888" (57) and the gap before it (8). */
export const PANEL_UNITS = 143;

/** The room, CSS px, the widest turn words take at the readable floor ("thinking" with its cue). */
export const WORDS_CSS = 64;

/**
 * A stacked panel, for a column too narrow to grow a panel's type beside its score (a tablet's): the
 * cell and the name on its first line, the turn words and a large score on its second, so both are
 * read at arm's length. Sizes in design units (CSS px at the column's least unit); its height is a
 * desktop's side-by-side panel's (64 units at WIDE_UNIT.most), so the column's places hold either.
 */
export const STACKED = {
  height: 64 * WIDE_UNIT.most,
  name: 20,
  words: 18,
  score: 48,
  /** The cell's size, the panel's inset at its sides and its top. */
  cell: 26,
  inset: 14,
  top: 10,
} as const;

/** Whether a wide column `widthCss` wide stacks its panels: where a side-by-side panel's score would stand smaller than a stacked one's. */
export function stacksPanels(widthCss: number): boolean {
  return SIDE_SCORE * wideColumnUnitCss(widthCss) < STACKED.score;
}

/** A side-by-side panel's score in design units (ui/hud-column.ts's hudFonts). */
const SIDE_SCORE = 34;
