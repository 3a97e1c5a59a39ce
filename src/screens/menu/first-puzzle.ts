// What today's puzzle card opens. Today's daily stays the same for everyone (a shared link and the
// streak depend on the date alone), so a newcomer is not given another daily: before it, on each
// of their first days, the card opens a warm-up, the easiest puzzle they have not tried yet
// (easier-puzzle.ts: small square boards first, the answer far ahead of the next best move), one a
// day, rising as they solve, until they have solved a few; then the daily straight away. A
// warm-up's Next leads to today's daily.

import { loadPuzzleHistory, type PuzzleHistory } from '../../game/puzzle-history.ts';
import { dailyNumber, type DayKey } from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';
import { triesSoFar } from '../../game/puzzle-tries.ts';
import { easierPuzzleFor } from './easier-puzzle.ts';
import { todaysDaily } from '../puzzle/daily-choice.ts';

/**
 * The warm-up before today's daily `daily`, or null: none once the player has solved a few puzzles
 * (easierPuzzleFor), once today's daily is played, or once a puzzle was played to its end today
 * (one warm-up a day).
 */
export function warmUpFor(history: PuzzleHistory, today: DayKey, daily = dailyNumber(today)): number | null {
  if (Object.values(history).some((entry) => entry.day === today)) return null;
  return easierPuzzleFor(history, daily);
}

/** The number today's puzzle card opens: a newcomer's warm-up, else today's daily (also once it has a wrong try today). */
export function cardPuzzle(store: Store, today: DayKey): number {
  const daily = todaysDaily(store, today);
  if (triesSoFar(store, daily, today) > 0) return daily;
  return warmUpFor(loadPuzzleHistory(store), today, daily) ?? daily;
}
