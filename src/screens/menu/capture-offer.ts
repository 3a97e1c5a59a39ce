// Whether a player has met capture: a game with capture played to its end (kept in the history).
// Until then capture's short line (the last square can take the whole board) stands in the summary
// over Play whenever capture is on, so a new player never starts a capture game without it in sight;
// beside the Rules tab's chip it stands first for everyone. Phaser-free; the setup model asks it.

import { parseRules } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { captureNewcomerSummary } from '../../words/capture-option-words.ts';

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
 * The summary's rules words ("Connections · Capture") as a player should read them: for one who has
 * not met capture, its entry says what it does; otherwise unchanged. Null stays null.
 */
export function summaryRulesWords(words: string | null, met: boolean, place: string): string | null {
  if (words === null || met) return words;
  return words
    .split(' · ')
    .map((w) => (w === 'Capture' ? captureNewcomerSummary(place) : w))
    .join(' · ');
}
