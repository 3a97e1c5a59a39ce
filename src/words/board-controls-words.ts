// The board screen's buttons in a player's words: each button's name (what a long press and the
// screen readers say, and the sheet's tiles show) and, where shorter, the words under its icon.

import { BEST_MOVES } from './perfect-play-words.ts';

export const CONTROL_WORDS = {
  undo: 'Undo',
  restart: 'Restart',
  share: 'Share',
  copyLink: 'Copy link',
  menu: 'Menu',
  fullscreen: 'Fullscreen',
  fullscreenCaption: 'Full screen',
  hint: 'Hint',
  overlay: BEST_MOVES,
  /** Best moves' words under its icon where its name does not fit at the readable floor (a 360-wide phone). */
  overlayShort: 'Best',
  help: 'How to play',
  /** How to play's words under its icon where its name does not fit at the readable floor (a 360-wide phone). */
  helpShort: 'Rules',
  /** The bar's last button: it opens the sheet with the rest. */
  more: 'More',
  /** The sheet's title. */
  sheet: 'Game',
} as const;

/**
 * The words under Best moves' icon while it is closed (it opens for the game's last moves): its own
 * name, greyed as the closed control is. Reviewers read "Last 15" as last 15 of what, "At 15 left"
 * as left of what, and "Later" as meaningless; a tap says it whole ("Best moves opens when 15 moves
 * are left (now 19).").
 */
export function overlayClosedCaption(): string {
  return BEST_MOVES;
}

/**
 * The words on the way out in the top corner, by its control's id and name: a back arrow and where
 * it leads (the review a retry came from, the game the guided game was opened over, the menu).
 */
export function exitWords(id: string, label = ''): string {
  if (id === 'back-to-review') return '‹ Review';
  return label === 'Back to your game' ? '‹ Game' : '‹ Menu';
}
