// The board's one word on the small figures on the cells (ui/piece-numeral.ts): a reviewer met them on
// a triangle, a petri dish and a 12×12 board and nobody had said what they were. The first time one
// shows on a board the person plays, a notice says it once: the pieces, the points, and the long
// press that shows any cell's. Kept on the device (settings), so never again, a restart or a reload
// included. Without Phaser, the board's cells asked through a port.

import type { Position } from '../../engine/index.ts';
import type { PointerKind } from '../../words/press-words.ts';
import { countNoticeWords } from '../../words/pieces-words.ts';
import { placeWord } from '../../game/settings.ts';

export interface CountNoticePorts {
  /** Whether a cell of `position` carries its figure now, as the board draws it. */
  shown(position: Position): boolean;
  /** Whether the figures were explained before, on this device. */
  told(): boolean;
  /** They are explained now: kept, so they never are again. */
  tell(): void;
  /** The input in use: "Hold a cell" to a finger, "Rest the mouse" to a mouse. */
  pointer(): PointerKind;
  /** Whether this is the person's first real game (none finished and kept): unset, it is not. */
  firstGame?(): boolean;
  /** Whether this game retries a move of a finished one: unset, it does not. */
  retry?(): boolean;
}

/** The notice's words the first time a figure shows with one person playing (`viewer` their seat) a game not yet over, else null. */
export function countNoticeOnce(
  ports: CountNoticePorts,
  position: Position,
  viewer: 0 | 1 | null,
): string | null {
  // A finished board's words are the ending's: the figures' word waits for the next game.
  if (viewer === null || position.isOver() || ports.told() || !ports.shown(position)) return null;
  // A new player's first square board already has the hold tip to read, and the guided game showed
  // the figures on squares: one short tip at a time, so the figures' word waits for a later game.
  if (position.layout.grid === 'square' && ports.firstGame?.()) return null;
  // A retry's board says the move being tried again; the figures' word waits for a game of its own.
  if (ports.retry?.()) return null;
  ports.tell();
  return countNoticeWords(ports.pointer(), placeWord(position.layout.grid));
}
