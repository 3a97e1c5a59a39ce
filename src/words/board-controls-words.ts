// The board screen's buttons in a player's words: each button's name (what a long press and the
// screen readers say, and the sheet's tiles show) and, where shorter, the words under its icon.

import { BEST_MOVES } from './perfect-play-words.ts';
import { closedBadge } from './best-moves-closed-words.ts';
import { TAP_ONCE_SETTING } from './press-words.ts';

export const CONTROL_WORDS = {
  undo: 'Undo',
  restart: 'Restart',
  share: 'Share',
  copyLink: 'Copy link',
  menu: 'Menu',
  fullscreen: 'Fullscreen',
  fullscreenCaption: 'Full screen',
  hint: 'Hint',
  /** A press on Hint while hints are off against this opponent: why they are off, and what turning them on costs (only a hinted move played is help). */
  hintOffWhy:
    'They start off so a win is all your own. Turn them on? Only a hinted move you play counts as help.',
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
 * The sheet's toggle on boards of small squares (screens/game/tap-once.ts) with its state, in the
 * board's word (`places`: "squares", "hexagons"): "Small squares: place with one tap: Off".
 */
export function tapOnceLabel(on: boolean, places = 'squares'): string {
  return `Small ${places}: ${TAP_ONCE_SETTING.toLowerCase()}: ${on ? 'On' : 'Off'}`;
}

/**
 * The badge on Best moves' greyed icon while it is closed early in a game, its name still under the
 * icon, `toGo` moves before it opens at `from` left: "in 10" (or "at end" far off); a press says
 * when it opens, and why (best-moves-closed-words.ts).
 */
export function overlayClosedBadge(toGo: number, from: number): string {
  return closedBadge(toGo, from);
}

/**
 * The words on the way out in the top corner, by its control's id and name: a back arrow and where
 * it leads (the review a retry came from, the game the guided game was opened over, the menu).
 */
export function exitWords(id: string, label = ''): string {
  if (id === 'back-to-review') return '‹ Review';
  return label === 'Back to your game' ? '‹ Game' : '‹ Menu';
}
