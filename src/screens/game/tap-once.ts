// The player's choice to place with one quick tap on squares smaller than a finger, as on big ones
// (a tap aims first unless they turn it on): a toggle in the board's sheet, shown where it changes
// something (a finger on a board whose squares are small enough to zoom), kept in the settings.

import { tapOnceLabel } from '../../words/board-controls-words.ts';

/** The sheet's toggle. */
export const TAP_ONCE = 'tap-once';

/** Whether the sheet offers the toggle: to a finger, on squares small enough to zoom (one tap places on larger ones anyway). */
export function tapOnceOffered(o: { touch: boolean; smallSquares: boolean }): boolean {
  return o.touch && o.smallSquares;
}

/** Turns the choice over in `settings` and returns the toggle's new name ("…: On"), in the board's word `places`. */
export function stepTapOnce(settings: { tapOnce: boolean }, save: () => void, places = 'squares'): string {
  settings.tapOnce = !settings.tapOnce;
  save();
  return tapOnceLabel(settings.tapOnce, places);
}
