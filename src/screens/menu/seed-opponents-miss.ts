// Whether the setup says that the opponents chosen do not play the rules' options. Easy, Medium,
// Hard and Adaptive score only the move in hand (RULES.md section 5, docs/opponents.md): they never
// jump, and they take a capture or a stem cell's points only when that move wins them, never setting
// one up or guarding against one. The Expert's search plays all three (docs/expert.md), and Perfect
// plays every move best. So with capture, stem cells or jumps in force and one of the four chosen,
// the setup says so under the opponents, and in each option's own words on the Rules tab (there
// kept in the chip's room whether on or off, so a tap moves no chip), before the game shows it.
// Phaser-free: the setup's tabs ask it.

import { STARTING_SKILL } from '../../ai/index.ts';
import { parseRules } from '../../engine/index.ts';
import { opponentInfo } from '../../game/opponent-info.ts';
import type { OpponentChoice } from '../../game/players.ts';
import { rulesIdOf, type Settings } from '../../game/settings.ts';
import { playableOpponent } from '../../game/solved-boards.ts';
import { seedOpponentsMissWords } from '../../words/opponent-choice-words.ts';

/** The opponents that look only at the move in hand: they never jump. */
export const MOVE_IN_HAND: readonly OpponentChoice[] = ['easy', 'medium', 'hard', 'adaptive'];

export type MissedOption = 'capture' | 'stem' | 'jumps';

/**
 * The line for these settings, or null where no chosen opponent misses an option in force; `only`
 * names one option alone (the Rules tab's words beside that option).
 */
export function seedOpponentsMissLine(settings: Settings, only?: MissedOption): string | null {
  const rules = rulesIdOf(settings);
  const { capture, stemSquares, jumps } = parseRules(rules);
  const inForce = { capture, stem: stemSquares.length > 0, jumps };
  const options = only ? { capture: false, stem: false, jumps: false, [only]: inForce[only] } : inForce;
  if (!options.capture && !options.stem && !options.jumps) return null;
  const chosen =
    settings.mode === 'solo'
      ? [settings.opponent]
      : settings.mode === 'watch'
        ? [settings.opponent1, settings.opponent2]
        : [];
  const missing = [...new Set(chosen.map((c) => playableOpponent(c, rules)))].filter((c) =>
    MOVE_IN_HAND.includes(c),
  );
  if (missing.length === 0) return null;
  // The names alone: Adaptive's level does not change what it looks at.
  return seedOpponentsMissWords(
    missing.map((c) => opponentInfo(c, STARTING_SKILL).name),
    options,
  );
}
