// A solved board chosen from the Solved boards panel: the menu's settings for a game on it, as the
// setup page would make them (that board, its rules, and the strongest opponent offered there:
// Perfect where it is perfect).

import { parseRules } from '../engine/index.ts';
import { OPPONENT_CHOICES, type OpponentChoice } from './players.ts';
import { BOARD_CHOICES, LAYOUT_FAMILIES, type LayoutFamily, type Settings } from './settings.ts';
import { perfectAvailable } from './solved-boards.ts';

/** Whether the menu offers this layout among its families' sizes. */
export function offeredLayout(layoutId: string): boolean {
  return BOARD_CHOICES.some((b) => (b.sizes as readonly string[]).includes(layoutId));
}

/** The strongest opponent the setup page offers on these rules: Perfect, else Expert. */
export function strongestOffered(rules: string): OpponentChoice {
  return [...OPPONENT_CHOICES].reverse().find((c) => c !== 'perfect' || perfectAvailable(rules))!;
}

/** Sets `settings` to a game against the strongest opponent on `rules`; false for a board the menu does not offer. */
export function chooseSolvedBoard(settings: Settings, rules: string): boolean {
  if (!chooseBoardAndRules(settings, rules)) return false;
  settings.mode = 'solo';
  settings.opponent = strongestOffered(rules);
  return true;
}

/** Sets `settings`' board and rules options to `rules`; false (nothing changed) for a board the menu does not offer. */
export function chooseBoardAndRules(settings: Settings, rules: string): boolean {
  const r = parseRules(rules);
  const family = r.layout.id.split(':')[0] as LayoutFamily;
  if (!LAYOUT_FAMILIES.includes(family)) return false;
  // A size the menu does not offer (the 9-square boards solved under the options) is no game to set up.
  if (!offeredLayout(r.layout.id)) return false;
  settings.family = family;
  settings.layouts[family] = r.layout.id;
  settings.custom = null;
  settings.equalMoves = r.equalMoves;
  settings.scoring = r.scoring;
  settings.capture = r.capture;
  settings.stem = r.stemSquares.length > 0;
  settings.jumps = r.jumps;
  return true;
}
