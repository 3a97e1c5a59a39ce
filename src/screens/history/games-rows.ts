// How tall a row of Your games stands, without Phaser: a finger's row on a phone; on a tablet or a
// desktop (landscape, not a phone on its side) the rows grow so that four fill the window, at most
// half as tall again, their final boards larger, so a few games fill the column from its top rather
// than float in it as two thin strips.

/** How many rows fill the window on a wide screen. */
export const ROWS_IN_SIGHT = 4;
/** The most a row grows on a wide screen, as a share of its phone height. */
export const ROW_GROWTH = 1.5;

export function gamesRowHeight(o: {
  /** The phone's row: a finger's height and room round it (game px). */
  base: number;
  /** The list's window height and the gap between rows (game px). */
  window: number;
  gap: number;
  /** Landscape and not a phone on its side: a tablet or a desktop. */
  wide: boolean;
}): number {
  if (!o.wide) return o.base;
  const fill = (o.window - (ROWS_IN_SIGHT - 1) * o.gap) / ROWS_IN_SIGHT;
  return Math.floor(Math.min(o.base * ROW_GROWTH, Math.max(o.base, fill)));
}
