// What the Solved boards screen says: each board's two lines (its buttons' words), and what those
// buttons do: set up a game on that board against Perfect, or Expert where Perfect is not offered.
// No Phaser here, so the words are tested on their own.

import { perfectAvailable, solvedWords } from '../game/solved-boards.ts';
import type { SolvedRow } from '../game/solved-values-data.ts';
import { boardName } from './board-name.ts';

export function solvedPerfectWords(rules: readonly string[]): string {
  const missing = rules.filter((r) => !perfectAvailable(r)).map((r) => boardName(r));
  const but = missing.length === 0 ? '' : ` (on ${missing.join(', ')}, Expert: Perfect is not offered there)`;
  return `Choose a board to set up a game on it against Perfect, which never makes a mistake on these boards${but}.`;
}

/** One board's lines: what it is worth with best play, then its best first moves (how long it took to work out is for docs/solving.md, not the player). */
export function solvedLines(row: SolvedRow): [string, string] {
  const best = row.best.startsWith('all')
    ? `Every first move is as good as the others (${row.best.slice(4)} of them).`
    : `Best first ${row.best.includes(' ') ? 'moves' : 'move'}: ${row.best.split(' ').join(', ')}.`;
  const value = solvedWords(row.value);
  return [`${boardName(row.rules)}: ${value.charAt(0).toUpperCase()}${value.slice(1)}`, best];
}
