// The sign over the board's status line: capture, stem cells, jumps, equal moves and connections
// change how a game is won, and nothing on an empty board shows them (a capture game looks like any
// other until cells vanish), so the rules on stand there from the first move to the last. A retry's
// sign ("Practice · from move 12") comes first, the rules after it.

import { rulesOnWords } from '../../words/rules-sign-words.ts';
import { rulesWords } from '../menu/size-words.ts';

/** The words over the status line for a game of `rulesId`, after a retry's `retry` sign; null for none. */
export function boardSign(rulesId: string, retry: string | null): string | null {
  const names = rulesWords(rulesId)?.split(' · ') ?? [];
  const rules = rulesOnWords(names);
  const parts = [retry, rules].filter((w): w is string => w !== null);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The sign's text as drawn: on one line where it fits; in the HUD's column (a tablet's, a phone's
 * on its side) too narrow for it, each part on a line of its own, and a rule's line after its name
 * ("Capture on:" / "surround cells to take them"), so a wrap never leaves one word of a rule's name
 * alone on the next line ("Stem" / "cells").
 */
export function signText(words: string, fits: boolean, column: boolean): string {
  return fits || !column ? words : words.split(' · ').join(' ·\n').replace(' on: ', ' on:\n');
}
