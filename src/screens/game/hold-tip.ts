// The one word on small squares, for squares smaller than a finger: there a quick tap only aims (a
// second places), and the press that shows the board up close and places on release (board-fit.ts's
// magnifier) is found by no one who is not told. The first time a person plays such a board with a finger, with the hold as the way to place
// (not the setting that aims first, whose first aim says its own word), a notice says it once. Kept
// on the device (settings), so never again, a restart or a reload included. Without Phaser: the
// board's size and the device's memory are asked through ports.

import type { Match } from '../../game/match.ts';
import { isHuman } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { holdTipWords } from '../../words/press-words.ts';

/** How long the tip stays, in milliseconds: a line of eleven words, read twice. */
export const HOLD_TIP_MS = 6000;

export interface HoldTipPorts {
  /** Whether a finger's press on the board in sight shows it up close (its squares smaller than a finger, the input a finger, the setting the hold). */
  magnifies(): boolean;
  /** Whether the hold was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
}

/** The tip's words the first time a person plays a board the hold magnifies, else null. */
export function holdTipOnce(ports: HoldTipPorts, match: Match): string | null {
  if (match.position.isOver() || !match.players.some((p) => isHuman(p))) return null;
  if (ports.told() || !ports.magnifies()) return null;
  ports.tell();
  return holdTipWords(placeWord(match.position.layout.grid, 2));
}
