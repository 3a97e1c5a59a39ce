// The match the menu's settings start: the board and rules chosen, the players (the adaptive
// opponent at the person's current skill, Perfect only where it is perfect).

import type { MatchSetup } from '../../game/match.ts';
import { choosePlayers } from '../../game/players.ts';
import { rulesIdOf, type Settings } from '../../game/settings.ts';
import { playableOpponent } from '../../game/solved-boards.ts';

/** The setup the menu's settings describe (the adaptive opponent at the person's current skill). */
export function setupFromSettings(settings: Settings, skill: number): MatchSetup {
  const rules = rulesIdOf(settings);
  return {
    rules,
    players: choosePlayers(
      settings.mode,
      playableOpponent(settings.opponent, rules),
      [playableOpponent(settings.opponent1, rules), playableOpponent(settings.opponent2, rules)],
      settings.first,
      skill,
    ),
  };
}
