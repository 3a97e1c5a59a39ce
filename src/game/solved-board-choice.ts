// A solved board chosen from the Solved boards panel: the menu's settings for a game on it, as the
// setup page would make them (that board, its rules, and the strongest opponent offered there:
// Perfect where it is perfect).

import { parseRules } from '../engine/index.ts';
import { OPPONENT_CHOICES, type OpponentChoice } from './players.ts';
import { LAYOUT_FAMILIES, type LayoutFamily, type Settings } from './settings.ts';
import { perfectAvailable } from './solved-boards.ts';

/** The strongest opponent the setup page offers on these rules: Perfect, else Expert. */
export function strongestOffered(rules: string): OpponentChoice {
  return [...OPPONENT_CHOICES].reverse().find((c) => c !== 'perfect' || perfectAvailable(rules))!;
}

/** Sets `settings` to a game against the strongest opponent on `rules`; false for a board the menu does not offer. */
export function chooseSolvedBoard(settings: Settings, rules: string): boolean {
  const r = parseRules(rules);
  const family = r.layout.id.split(':')[0] as LayoutFamily;
  if (!LAYOUT_FAMILIES.includes(family)) return false;
  settings.family = family;
  settings.layouts[family] = r.layout.id;
  settings.custom = null;
  settings.equalMoves = r.equalMoves;
  settings.scoring = r.scoring;
  settings.mode = 'solo';
  settings.opponent = strongestOffered(r.id);
  return true;
}
