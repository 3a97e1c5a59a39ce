// Which of the board screen's controls stand in its bar, which wait in the sheet, and which is the
// way out in the top corner: the same on every screen's shape (a phone upright or on its side, a
// tablet, a desktop). The way out (Menu, or in a retry the way back to its review) is always in
// sight in the top corner, as a phone app's back arrow is; the bar holds at most five controls: the
// most needed during play and, when some are left over, a More that opens the sheet with the rest.
// Each keeps its place and its meaning all game: Best moves has a place of its own (greyed until it
// opens) beside How to play, so help is one tap away throughout.
// Where the bar stands and how big it is: board-bar.ts.

/** The shapes the board screen lays out for. */
export type BoardShape = 'upright' | 'side' | 'wide';

/** The bar's control that opens the sheet. */
export const SHEET_OPENER = 'more';

/** The most controls the bar holds, its sheet's opener among them (the way out stands apart, in the corner). */
export const BAR_MOST = 5;

/** The ways out, the first present taken: a retry's goes back to the review it came from. */
const WAYS_OUT = ['back-to-review', 'menu'];

/**
 * The controls that matter most during play, most first: they earn the bar's places before the
 * sheet's opener. What is not here (or finds no place) goes into the sheet.
 */
const BAR_PRIORITY = ['undo', 'hint', 'overlay', 'help', 'restart', 'share'];

/**
 * Where each control stands: `corner` the way out in the top corner (null when there is none),
 * `bar` in its order on screen, `sheet` the rest in their given order.
 */
export interface ControlsPlan {
  corner: string | null;
  bar: string[];
  sheet: string[];
}

/** The board screen's shape: upright when portrait, on its side when landscape and short, else wide. */
export function boardShape(shape: { portrait: boolean; side: boolean }): BoardShape {
  return shape.portrait ? 'upright' : shape.side ? 'side' : 'wide';
}

/**
 * The corner, the bar and the sheet for the controls `ids` (in the screen's order). The way out
 * takes the corner; of the rest the most-needed keep their order and the opener comes last, as a
 * phone's "More" does; when everything fits in the bar there is no sheet and no opener.
 */
export function planControls(ids: readonly string[]): ControlsPlan {
  const corner = WAYS_OUT.find((id) => ids.includes(id)) ?? null;
  const rest = ids.filter((id) => id !== corner);
  const most = BAR_MOST;
  if (rest.length <= most) return { corner, bar: rest, sheet: [] };
  const chosen = new Set(
    [...rest]
      .filter((id) => BAR_PRIORITY.includes(id))
      .sort((a, b) => BAR_PRIORITY.indexOf(a) - BAR_PRIORITY.indexOf(b))
      .slice(0, most - 1),
  );
  return {
    corner,
    bar: [...rest.filter((id) => chosen.has(id)), SHEET_OPENER],
    sheet: rest.filter((id) => !chosen.has(id)),
  };
}

/** Whether pressing control `id` in the sheet closes the sheet first: all but the ones a player steps through (Sound, Small squares: tap once). */
export function closesSheet(id: string): boolean {
  return id !== 'sound' && id !== 'tap-once';
}
