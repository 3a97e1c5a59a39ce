// The rules options (equal moves, connections, capture, stem cells, jumps) are the player's: one
// set for every board, kept when the board or its family changes. The Play card marks those the
// next game plays beyond the standard rules ("Capture on", "Stem cells + jumps", "Capture + 2
// more"); one tap on the mark goes back to the standard rules, and an Undo takes its place so a
// stray tap is seen and mended. An option the board cannot play (jumps where cells fall or with
// equal moves, stem cells on a board too small) stays chosen for the next board and is said
// ("No jumps on a flask"). Only the options the player chose count: a board of their
// own keeps the stem squares it was built with. Phaser-free.

import { parseLayout } from '../../engine/index.ts';
import {
  familyName,
  jumpsPlayable,
  layoutOf,
  rulesIdOf,
  saveSettings,
  stemPlayable,
  type Settings,
} from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import { NOT_HERE_WORDS, RULES_MARK_WORDS } from '../../words/rules-mark-words.ts';
import { rulesNames } from './size-words.ts';

/**
 * The Play card's mark of rules changed from the standard ones (its tap back to them), or the Undo
 * after that tap; after a watched game, the way back to it (own-game-back.ts).
 */
export interface ChangedRules {
  id: 'rules:standard' | 'rules:undo' | 'watch:again';
  /** What the screen readers and the hook call the mark: what a tap does. */
  label: string;
  /** What the mark shows: the rules on and the ✕ that turns them off, or the Undo. */
  words: string;
  /** Said after the label: which rules are on now, or which Undo brings back. */
  description: string;
}

/** The settings' rules options: what the mark's tap sets to standard and its Undo puts back. */
export type RulesOptions = Pick<Settings, 'equalMoves' | 'scoring' | 'capture' | 'stem' | 'jumps'>;

const STANDARD: RulesOptions = {
  equalMoves: false,
  scoring: 'divisions',
  capture: false,
  stem: false,
  jumps: false,
};

function optionsOf(settings: Settings): RulesOptions {
  const { equalMoves, scoring, capture, stem, jumps } = settings;
  return { equalMoves, scoring, capture, stem, jumps };
}

/** The rules options these settings play beyond the board's standard rules, as the card names them. */
export function changedRuleNames(settings: Settings): string[] {
  const standing = new Set(rulesNames(rulesIdOf({ ...settings, ...STANDARD })));
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

/** The mark's tap: every rules option back to its standard value (options Play could not use too), kept; returns what they were, for Undo. */
export function toStandardRules(settings: Settings, store: Store): RulesOptions {
  const before = optionsOf(settings);
  Object.assign(settings, STANDARD);
  saveSettings(store, settings);
  return before;
}

/** The Undo in the mark's place: `before`'s options back, kept. */
export function undoStandardRules(settings: Settings, store: Store, before: RulesOptions): void {
  Object.assign(settings, before);
  saveSettings(store, settings);
}

/** The Undo standing in the mark's place after its tap, naming what it brings back on this board. */
export function undoMark(settings: Settings, before: RulesOptions): ChangedRules {
  const names = changedRuleNames({ ...settings, ...before });
  return {
    id: 'rules:undo',
    label: RULES_MARK_WORDS.undoLabel,
    words: RULES_MARK_WORDS.undo,
    description: RULES_MARK_WORDS.undoDescription(names),
  };
}

/** The options chosen that this board does not play, each said once ("No jumps on a flask"); none: []. */
export function notPlayedHere(settings: Settings): string[] {
  const layout = parseLayout(layoutOf(settings));
  const name = settings.custom ? null : familyName(settings.family);
  const board = name ? `a ${name.toLowerCase()}` : 'this board';
  const said: string[] = [];
  if (settings.jumps && !jumpsPlayable(settings))
    said.push(layout.gravity ? NOT_HERE_WORDS.jumpsFall(board) : NOT_HERE_WORDS.jumpsEqual);
  // A board of your own with stem squares of its own plays those: nothing is dropped.
  if (settings.stem && !stemPlayable(layout.id) && !settings.custom?.includes('/stem'))
    said.push(NOT_HERE_WORDS.stem);
  return said;
}
