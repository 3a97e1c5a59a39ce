// The rule in one line for a player who said No thanks to the guided game: at the first move of
// their first game on a device, a notice says how to place and what scores. Kept on the device
// (settings), so it is said once, a restart or a reload included. Without Phaser: the device's
// record and memory are asked through ports.

import type { Match } from '../../game/match.ts';
import { isHuman } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { ruleTipWords } from '../../words/press-words.ts';
import { fallingLine } from '../../words/falling-words.ts';

/** How long the tip stays, in milliseconds: two short sentences, read twice. */
export const RULE_TIP_MS = 9000;

export interface RuleTipPorts {
  /** Whether the guided game was declined and no game has been finished on this device yet. */
  firstGame(): boolean;
  /** Whether the rule was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
  /** "Tap" or "Click", as the person places. */
  verb(): string;
  /** Whether a game on a beaker or flask said before, on this device, that cells fall. */
  fallingTold(): boolean;
  /** It is said now: kept, so it never is again. */
  tellFalling(): void;
}

/**
 * The rule's words at the start of a person's first game; at the start of their first game on a
 * beaker or flask, how cells fall (a tap on d4 lands on d1); else null.
 */
export function ruleTipOnce(ports: RuleTipPorts, match: Match): string | null {
  const position = match.position;
  // Before the person's first move only: the opponent may have moved first.
  if (position.isOver() || position.ply > 1 || !match.players.some((p) => isHuman(p))) return null;
  const falls = position.layout.gravity && !ports.fallingTold();
  const falling = falls ? fallingLine(position.rules.id.split(':')[0]!) : null;
  if (!ports.told() && ports.firstGame()) {
    ports.tell();
    if (falling) ports.tellFalling();
    const rule = ruleTipWords(ports.verb(), placeWord(position.layout.grid));
    return falling ? `${falling} ${rule}` : rule;
  }
  if (!falling) return null;
  ports.tellFalling();
  return falling;
}
