// The first capture game's one word on how a capture is made (RULES.md section 11): a player who
// turned Capture on has read its line in the setup, but the board shows nothing of it until cells
// change colour. So when a person's first game with capture starts, one short tip says how to take
// a group; kept on the device (settings, through the services' ports), it is never said again.
// Without Phaser.

import type { Match } from '../../game/match.ts';
import { isHuman } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { captureTipWords } from '../../words/capture-reply-words.ts';

/** How long the tip stays, in milliseconds: a line of a dozen words, read twice. */
export const CAPTURE_TIP_MS = 6000;

export interface CaptureTipPorts {
  /** Whether the tip was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
}

/** The tip's words the first time a person plays a game with capture, else null. */
export function captureTipOnce(ports: CaptureTipPorts, match: Match): string | null {
  const p = match.position;
  if (!p.rules.capture || p.isOver() || !match.players.some((id) => isHuman(id))) return null;
  if (ports.told()) return null;
  ports.tell();
  return captureTipWords(placeWord(p.layout.grid));
}
