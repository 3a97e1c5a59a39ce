// What the menu's models need of the page, handed in by the menu scene: the remembered settings
// and the store they are saved in, the sounds' level, and what the builder and the match in play
// say, and full screen. Tests hand in a Map-backed store and plain functions.

import type { Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';

export interface MenuPorts {
  /** The remembered settings, changed in place by the choices and saved at once. */
  readonly settings: Settings;
  readonly store: Store;
  readonly sounds: { setVolume(volume: number): void; setOn(on: boolean): void };
  /** The board in the builder, as its `custom:` id, or null. */
  building(): string | null;
  /** Who plays a game on the builder's board, as its Play would start it ("You vs Medium · you move first"). */
  builtWhoPlays(board: string): string;
  /** Whether a match is in play on this page: the saved game is then that match, not offered for Resume. */
  matchInPlay(): boolean;
  /** Whether `board` is the built board last played from the builder (the menu's board, saved or not). */
  playedBoard(board: string): boolean;
  /** Whether the screen is a phone's, upright or on its side (the Play card says a big board is long there); none: not. */
  phone?(): boolean;
  /** Full screen: whether the page can go full screen, whether it is, and the switch. */
  readonly screen: { canBeFull(): boolean; full(): boolean; setFull(on: boolean): void };
}
