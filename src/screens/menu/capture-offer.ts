// Whether a player has met capture: a game with capture played to its end (kept in the history).
// Until then capture's short line (the last square can take the whole board) stands in the summary
// over Play whenever capture is on, so a new player never starts a capture game without it in sight;
// beside the Rules tab's chip it stands first for everyone. Phaser-free; the setup model asks it.

import { parseRules, Position, type Rules } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { captureLastSummary, captureNewcomerSummary } from '../../words/capture-option-words.ts';

/** Whether any kept game was played with capture (every kept game was played to its end). */
export function metCapture(games: readonly Pick<KeptGame, 'rules'>[]): boolean {
  return games.some((g) => {
    try {
      return parseRules(g.rules).capture;
    } catch {
      // A record from an older build with rules this one cannot read: not a capture game we know of.
      return false;
    }
  });
}

/**
 * Who fills the last square of a game with these rules when nothing changes the count of moves
 * (RULES.md section 11: under capture that move can take the whole board): the first mover where
 * the game has an odd number of moves, else the other; null under jumps (a jump fills no square).
 */
export function lastFiller(rules: Rules): 'first' | 'second' | null {
  if (rules.jumps) return null;
  return new Position(rules).movesLeft() % 2 === 1 ? 'first' : 'second';
}

/**
 * Who fills the last square, as the setup's summary names them: "you" or the opponent's name, for
 * one person against the computer (`personFirst`: who moves first); null otherwise, or where the
 * rules do not tell (no capture, or jumps).
 */
export function lastFillerWho(rules: Rules, personFirst: boolean | null, opponent: string): string | null {
  const last = rules.capture && personFirst !== null ? lastFiller(rules) : null;
  if (last === null) return null;
  return (last === 'first') === personFirst ? 'you' : opponent;
}

/**
 * The summary's rules words ("Connections · Capture") as a player should read them: capture says
 * who fills the last square where that is known (`last`: "you" or the opponent's name), and for one
 * who has not met capture what that can do; otherwise unchanged. Null stays null.
 */
export function summaryRulesWords(
  words: string | null,
  met: boolean,
  place: string,
  last: string | null = null,
): string | null {
  if (words === null || (met && last === null)) return words;
  const capture = last === null ? captureNewcomerSummary(place) : captureLastSummary(place, last, !met);
  return words
    .split(' · ')
    .map((w) => (w === 'Capture' ? capture : w))
    .join(' · ');
}
