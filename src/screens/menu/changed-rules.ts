// Rules a player turned on stay on for the next game (the menu remembers its choices), so the Play
// card marks them plainly ("Capture on", "Stem cells + jumps", "Capture + 2 more") and one tap on
// the mark goes back to the standard rules. Only the options the player
// chose count: a board of their own keeps the stem squares it was built with. Phaser-free.

import { rulesIdOf, saveSettings, type Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import { RULES_MARK_WORDS } from '../../words/rules-mark-words.ts';
import { rulesNames } from './size-words.ts';

/** The Play card's mark of rules changed from the standard ones, and its tap back to them. */
export interface ChangedRules {
  id: 'rules:standard';
  /** What the screen readers and the hook call the mark: what a tap does. */
  label: string;
  /** What the mark shows: the rules on and the ✕ that turns them off. */
  words: string;
  /** Said after the label: which rules are on now. */
  description: string;
}

/** The settings with every rules option at its standard value (the board and the players kept). */
function standard(settings: Settings): Settings {
  return { ...settings, equalMoves: false, scoring: 'divisions', capture: false, stem: false, jumps: false };
}

/** The rules options these settings play beyond the board's standard rules, as the card names them. */
export function changedRuleNames(settings: Settings): string[] {
  const standing = new Set(rulesNames(rulesIdOf(standard(settings))));
  return rulesNames(rulesIdOf(settings)).filter((name) => !standing.has(name));
}

/** The Play card's mark, or null where Play starts the standard rules. */
export function changedRules(settings: Settings): ChangedRules | null {
  const names = changedRuleNames(settings);
  if (names.length === 0) return null;
  return {
    id: 'rules:standard',
    label: RULES_MARK_WORDS.label,
    words: `${RULES_MARK_WORDS.mark(names)}  ✕`,
    description: RULES_MARK_WORDS.description(names),
  };
}

/** The mark's tap: every rules option back to its standard value (options Play could not use too), kept. */
export function toStandardRules(settings: Settings, store: Store): void {
  Object.assign(settings, standard(settings));
  saveSettings(store, settings);
}
