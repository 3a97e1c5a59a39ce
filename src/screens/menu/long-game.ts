// On a phone (upright or on its side) a board of 100 squares or more is a long game: the Play card
// says so in one line, until the player has started one such game after reading it; then never
// again on the device. Phaser-free.

import { parseLayout } from '../../engine/index.ts';
import { layoutOf, saveSettings, type Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import { longGameLine } from '../../words/long-game-words.ts';

/** From this many squares a game on a phone is long (a 10×10 and up). */
export const LONG_GAME_SQUARES = 100;

/** The Play card's line for the chosen board, on a phone, not yet told; else null. */
export function longGameNote(settings: Settings, phone: boolean): string | null {
  if (!phone || settings.longGameTold) return null;
  let squares: number;
  try {
    squares = parseLayout(layoutOf(settings)).size;
  } catch {
    return null; // a board of the player's own no longer readable: the menu says so elsewhere
  }
  return squares >= LONG_GAME_SQUARES ? longGameLine(squares) : null;
}

/** Play was pressed with the line on the card: it was read, kept so it is not said again. */
export function longGamePlayed(settings: Settings, store: Store, phone: boolean): void {
  if (longGameNote(settings, phone) === null) return;
  settings.longGameTold = true;
  saveSettings(store, settings);
}
