// The person's record as the menu's Record panel lists it: the puzzles first (where any were
// played), then per board and opponent the games, wins, draws and losses, the best win and the
// streak, in the results' words.

import { loadPuzzleHistory, puzzleLine, puzzleTally } from '../../game/puzzle-history.ts';
import { loadBoards } from '../../game/saved-boards.ts';
import { loadStats, tallyLine, type Stats } from '../../game/stats.ts';
import type { Store } from '../../game/storage.ts';
import { boardName } from '../../ui/board-name.ts';

export interface RecordRow {
  /** "Square, 25 squares against Hard", "Puzzles". */
  head: string;
  line: string;
}

/** The Record panel's words from the store: its title, its line when empty, its rows. */
export function recordWords(store: Store): { title: string; empty: string; rows: RecordRow[] } {
  return {
    title: 'Your record',
    empty: 'No games yet: finish one against an opponent and it shows here.',
    rows: recordRows(loadStats(store), loadBoards(store), puzzleTally(loadPuzzleHistory(store))),
  };
}

export function recordRows(
  stats: Stats,
  saved: readonly { name: string; id: string }[] = [],
  puzzles?: { solved: number; shown: number },
): RecordRow[] {
  const games = Object.entries(stats).flatMap(([rules, byOpponent]) =>
    Object.entries(byOpponent).map(([opponent, t]) => ({
      head: `${boardName(rules, saved)} against ${opponent[0]!.toUpperCase()}${opponent.slice(1)}`,
      line: tallyLine(t),
    })),
  );
  const played =
    puzzles && puzzles.solved + puzzles.shown > 0 ? [{ head: 'Puzzles', line: puzzleLine(puzzles) }] : [];
  return [...played, ...games];
}
