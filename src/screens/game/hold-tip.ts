// The one word on small squares, for squares smaller than a finger: two fingers zoom the board in
// (or a double tap; screens/game/board-zoom.ts) and then one tap places, which no one finds who is
// not told. The first time a person plays such a board with a finger, a notice says it once. Kept
// on the device (settings), so never again, a restart or a reload included. Without Phaser: the
// board's size and the device's memory are asked through ports.

import type { Match } from '../../game/match.ts';
import { isHuman } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { holdTipWords } from '../../words/press-words.ts';

/** How long the tip stays, in milliseconds: a short line, read twice. */
export const HOLD_TIP_MS = 6000;

export interface HoldTipPorts {
  /** Whether the board in sight zooms under the input in use (its squares smaller than a finger, the input a finger: board-zoom.ts's zoomsUnder). */
  magnifies(): boolean;
  /** Whether the zoom was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
}

/** The tip's words the first time a person plays a board that zooms, else null. */
export function holdTipOnce(ports: HoldTipPorts, match: Match): string | null {
  if (match.position.isOver() || !match.players.some((p) => isHuman(p))) return null;
  if (ports.told() || !ports.magnifies()) return null;
  ports.tell();
  return holdTipWords(placeWord(match.position.layout.grid, 2));
}
