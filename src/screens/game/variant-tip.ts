// A variant's one word at the start of a person's first game with it: capture (RULES.md section 11)
// and stem cells (section 12) change how a game is won, but the board shows nothing of them until
// cells change colour or a grey cell splits. So when a person's first game with one starts, a short
// tip says how it works; kept on the device (settings, through the services' ports), it is never
// said again. Without Phaser.

import type { Match } from '../../game/match.ts';
import { isHuman } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { captureTipWords } from '../../words/capture-reply-words.ts';
import { stemTipWords } from '../../words/stem-tip-words.ts';

/** How long a tip stays, in milliseconds: a line of a dozen words, read twice. */
export const CAPTURE_TIP_MS = 6000;
/** The stem cells' tip: two short sentences. */
export const STEM_TIP_MS = 9000;

export interface VariantTipPorts {
  /** Whether the tip was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
}

/** The tip's words when `on` holds of a game a person plays that is not over, the first time on this device; else null. */
function tipOnce(
  ports: VariantTipPorts,
  match: Match,
  on: boolean,
  words: (place: string) => string,
): string | null {
  const p = match.position;
  if (!on || p.isOver() || !match.players.some((id) => isHuman(id))) return null;
  if (ports.told()) return null;
  ports.tell();
  return words(placeWord(p.layout.grid));
}

/** The capture tip's words the first time a person plays a game with capture, else null. */
export function captureTipOnce(ports: VariantTipPorts, match: Match): string | null {
  return tipOnce(ports, match, match.position.rules.capture, captureTipWords);
}

/** The stem cells' tip the first time a person plays a game with them, else null. */
export function stemTipOnce(ports: VariantTipPorts, match: Match): string | null {
  return tipOnce(ports, match, match.position.rules.stemSquares.length > 0, stemTipWords);
}
