// Which of the board screen's controls stand in sight and which wait in the sheet, by the screen's
// shape: upright (a phone or a tablet held upright) one bottom bar of at most five icons, the first
// of which opens the sheet with the rest; on a wider screen every control beside or under the board.

/** The shapes the board screen lays out for. */
export type BoardShape = 'upright' | 'side' | 'wide';

/** The bar's control that opens the sheet. */
export const SHEET_OPENER = 'more';

/** The most controls in an upright screen's bottom bar, the sheet's opener included. */
export const BAR_MOST = 5;

/**
 * The controls that matter most during play, most first: they earn the bar's places after the
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
 * The bar and the sheet for the controls `ids` (in their order on a wide screen). Upright, the
 * opener comes first and the most-needed controls fill the bar in `ids`' order; when everything
 * fits in the bar there is no sheet and no opener.
 */
export function planControls(ids: readonly string[], shape: BoardShape): ControlsPlan {
  if (shape !== 'upright' || ids.length <= BAR_MOST) return { bar: [...ids], sheet: [] };
  const chosen = new Set(
    [...ids]
      .filter((id) => BAR_PRIORITY.includes(id))
      .sort((a, b) => BAR_PRIORITY.indexOf(a) - BAR_PRIORITY.indexOf(b))
      .slice(0, BAR_MOST - 1),
  );
  return {
    bar: [SHEET_OPENER, ...ids.filter((id) => chosen.has(id))],
    sheet: ids.filter((id) => !chosen.has(id)),
  };
}

/** Whether pressing control `id` in the sheet closes the sheet first: all but the ones a player steps through (Sound). */
export function closesSheet(id: string): boolean {
  return id !== 'sound';
}
