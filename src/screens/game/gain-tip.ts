// The board's word on the gain preview: a reviewer found seeing what a square gains before playing
// it the best teaching in the guided game, and in a real game only a hidden hold showed it. At the
// person's first move of a game on this device (no cell of theirs yet, their turn), a notice says
// how, once: hold (a finger) or rest the mouse. One tap still places. Kept on the device
// (settings), so never again. Without Phaser.

import type { Match } from '../../game/match.ts';
import { placeWord } from '../../game/settings.ts';
import { gainTipWords, type PointerKind } from '../../words/press-words.ts';

/** How long the tip stays, in milliseconds: one sentence, read twice. */
export const GAIN_TIP_MS = 7000;

export interface GainTipPorts {
  /** Whether the gain preview was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
  /** The input in use: a finger holds, a mouse rests. */
  pointer(): PointerKind;
}

/** The tip's words at the person's (`viewer`'s seat) first move of a game not over, the first time on this device, else null. */
export function gainTipOnce(ports: GainTipPorts, match: Match, viewer: 0 | 1 | null): string | null {
  const p = match.position;
  if (viewer === null || p.isOver() || p.toMove() !== viewer + 1 || ports.told()) return null;
  if (p.owner.some((o) => o === viewer + 1)) return null;
  ports.tell();
  return gainTipWords(ports.pointer(), placeWord(p.layout.grid));
}
