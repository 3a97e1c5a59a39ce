// After a watched game the menu's Play card offers the player's own game again, not the watched
// pair (a returning player's Play is their own game, not "Watch Expert vs Hard"): the last game they played
// themselves (its board, its rules and its opponent), else the ladder's next step. The watched pair
// stays in the settings' pair, so the setup's Who plays offers Watch with it as before. Only when
// the newest kept game is a watched one: a player who has just chosen Watch, and not yet watched,
// keeps the choice. The card says it in its mark's place, and a tap there brings the watched game's
// settings back (its board and rules too: nothing the player set for it is lost).

import { isHuman, OPPONENT_CHOICES, type OpponentChoice } from '../../game/players.ts';
import type { KeptGame } from '../../game/game-history.ts';
import type { Settings } from '../../game/settings.ts';
import { chooseBoardAndRules } from '../../game/solved-board-choice.ts';
import { personGames } from '../history/game-record.ts';
import { WATCH_BACK_WORDS } from '../../words/watch-back-words.ts';
import type { ChangedRules } from './changed-rules.ts';

/** The ladder's next step, when there is one: the game offered to a player with none of their own. */
export type StepOffer = { rules: string; opponent: string } | null;

/** Turns watch settings back to the player's own game after a watched game; true when they changed (to be saved). */
export function ownGameBack(settings: Settings, kept: readonly KeptGame[], step: StepOffer): boolean {
  if (settings.mode !== 'watch') return false;
  const newest = kept.reduce<KeptGame | null>((a, g) => (a && a.endedAt >= g.endedAt ? a : g), null);
  if (!newest || newest.players.some(isHuman)) return false;
  const own = personGames(kept).at(-1) ?? step;
  settings.mode = 'solo';
  if (!own) return true;
  chooseBoardAndRules(settings, own.rules);
  if ((OPPONENT_CHOICES as readonly string[]).includes(own.opponent))
    settings.opponent = own.opponent as OpponentChoice;
  return true;
}

/** The Play card's mark after a watched game: the player's own game is back, and one tap watches again. */
export function watchAgainMark(): ChangedRules {
  return {
    id: 'watch:again',
    label: WATCH_BACK_WORDS.label,
    words: WATCH_BACK_WORDS.mark,
    description: WATCH_BACK_WORDS.description,
  };
}
