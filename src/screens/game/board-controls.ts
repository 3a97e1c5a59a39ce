// Which of the board screen's controls stand in its bar and which wait in the sheet: the same on
// every screen's shape (a phone upright or on its side, a tablet, a desktop). The bar holds at most
// five, the most needed during play and, when some are left over, a More that opens the sheet with
// the rest. Where the bar stands and how big it is: board-bar.ts.

/** The shapes the board screen lays out for. */
export type BoardShape = 'upright' | 'side' | 'wide';

/** The bar's control that opens the sheet. */
export const SHEET_OPENER = 'more';

/** The most controls in the bar, the sheet's opener included. */
export const BAR_MOST = 5;

/**
 * The controls that matter most during play, most first: they earn the bar's places before the
 * sheet's opener. What is not here (or finds no place) goes into the sheet.
 */
const BAR_PRIORITY = ['undo', 'hint', 'overlay', 'help', 'menu', 'back-to-review', 'restart', 'share'];

/** Where each control stands: `bar` in its order on screen, `sheet` the rest in their given order. */
export interface ControlsPlan {
  bar: string[];
  sheet: string[];
}

/** The board screen's shape: upright when portrait, on its side when landscape and short, else wide. */
export function boardShape(shape: { portrait: boolean; side: boolean }): BoardShape {
  return shape.portrait ? 'upright' : shape.side ? 'side' : 'wide';
}

/**
 * The bar and the sheet for the controls `ids` (in the screen's order). The most-needed controls
 * keep that order and the opener comes last, as a phone's "More" does; when everything fits in
 * the bar there is no sheet and no opener.
 */
export function planControls(ids: readonly string[]): ControlsPlan {
  if (ids.length <= BAR_MOST) return { bar: [...ids], sheet: [] };
  const chosen = new Set(
    [...ids]
      .filter((id) => BAR_PRIORITY.includes(id))
      .sort((a, b) => BAR_PRIORITY.indexOf(a) - BAR_PRIORITY.indexOf(b))
      .slice(0, BAR_MOST - 1),
  );
  return {
    bar: [...ids.filter((id) => chosen.has(id)), SHEET_OPENER],
    sheet: ids.filter((id) => !chosen.has(id)),
  };
}

/** Whether pressing control `id` in the sheet closes the sheet first: all but the ones a player steps through (Sound). */
export function closesSheet(id: string): boolean {
  return id !== 'sound';
}
