// Which daily a player meets on their first days. Everyone's daily (game/puzzles.ts) goes round
// every board family, so on day one it may be a beaker whose cells fall, a board the player has
// never seen. For their first FIRST_DAILY_DAYS days of dailies a player meets today's from the
// boards they know instead: the board families (and rule options) of the games they kept and the
// puzzles they played before today, or square boards before they have played any. The choice keeps
// the day's difficulty (its weekday's tier) and depends only on the day and the history before it,
// so it stays the same all day and on every visit; when everyone's daily is already on a known board it is that one.
// The streak counts days, not puzzle numbers, so a player's own daily keeps it as everyone's would.

import { PUZZLE_ENTRIES } from '../../ai/puzzles/puzzle-set.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { loadHistory } from '../../game/game-history.ts';
import type { PuzzleHistory } from '../../game/puzzle-history.ts';
import { loadPuzzleHistory } from '../../game/puzzle-history.ts';
import {
  dailyNumber,
  dailyTiers,
  dayNumber,
  FIRST_DAY,
  localDay,
  weekdayOf,
  type DayKey,
} from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';

/** Days of dailies played to their end after which a player meets everyone's daily. */
export const FIRST_DAILY_DAYS = 7;

/** A board's family and rule options, from a rules id or a record's first word: `petri:7/connections` → petri, [connections]. */
export function boardKind(rules: string): { family: string; options: string[] } {
  const id = rules.split(' ')[0] ?? '';
  const [layout = '', ...options] = id.split('/');
  return { family: /^[a-z]+/.exec(layout)?.[0] ?? '', options: options.filter((o) => o !== '') };
}

/** The families and options a player met before `day`: their kept games' boards and the puzzles they played; square boards before any. */
export function knownBoards(
  games: readonly Pick<KeptGame, 'rules' | 'endedAt'>[],
  puzzles: PuzzleHistory,
  day: DayKey,
): { families: Set<string>; options: Set<string> } {
  const kinds = [
    ...games.filter((g) => localDay(new Date(g.endedAt)) < day).map((g) => boardKind(g.rules)),
    ...Object.entries(puzzles)
      .filter(([, t]) => t.day < day || (t.earlierDailies ?? []).some((d) => d < day))
      .map(([n]) => PUZZLE_ENTRIES[Number(n) - 1]?.record)
      .filter((r): r is string => r !== undefined)
      .map(boardKind),
  ];
  return {
    families: new Set(['square', ...kinds.map((k) => k.family)]),
    options: new Set(kinds.flatMap((k) => k.options)),
  };
}

/** Whether puzzle `number` is on a board the player knows. */
function known(number: number, boards: { families: Set<string>; options: Set<string> }): boolean {
  const entry = PUZZLE_ENTRIES[number - 1];
  if (!entry) return false;
  const kind = boardKind(entry.record);
  return boards.families.has(kind.family) && kind.options.every((o) => boards.options.has(o));
}

/** Days before `day` on which a daily was played to its end (solved or its answer shown). */
function dailyDays(puzzles: PuzzleHistory, day: DayKey): number {
  const days = new Set<string>();
  for (const t of Object.values(puzzles)) {
    if (t.daily && t.day < day) days.add(t.day);
    for (const d of t.earlierDailies ?? []) if (d < day) days.add(d);
  }
  return days.size;
}

/**
 * Today's daily for a player with these games and puzzles: everyone's once they have played
 * FIRST_DAILY_DAYS dailies (or when everyone's is on a board they know), else one of the same
 * weekday's tier on a board they know, drawn by the day (the puzzle they played today as their
 * daily stays theirs for the day, whatever they played since).
 */
export function dailyNumberFor(
  day: DayKey,
  games: readonly Pick<KeptGame, 'rules' | 'endedAt'>[],
  puzzles: PuzzleHistory,
): number {
  const everyone = dailyNumber(day);
  const todays = Object.entries(puzzles).find(([, t]) => t.daily && t.day === day);
  if (todays) return Number(todays[0]);
  if (dailyDays(puzzles, day) >= FIRST_DAILY_DAYS) return everyone;
  const boards = knownBoards(games, puzzles, day);
  if (known(everyone, boards)) return everyone;
  const tiers = dailyTiers();
  const since = dayNumber(day)! - dayNumber(FIRST_DAY)!;
  const mod = (a: number, b: number) => ((a % b) + b) % b;
  // The weekday's tier first; a tier with none on known boards borrows from the nearest easier one.
  const w = weekdayOf(day);
  for (const k of [
    w,
    ...Array.from({ length: 7 }, (_, i) => w - 1 - i).filter((k) => k >= 0),
    ...[6, 5, 4, 3, 2, 1].filter((k) => k > w),
  ]) {
    const pool = tiers[k]!.filter((n) => known(n, boards));
    if (pool.length > 0) return pool[mod(since, pool.length)]!;
  }
  return everyone;
}

/** Today's daily for the player whose history `store` keeps. */
export function todaysDaily(store: Store, day: DayKey): number {
  return dailyNumberFor(day, loadHistory(store), loadPuzzleHistory(store));
}

/** Whether today's daily for this player is not everyone's: said on the puzzle, so the choice is honest. */
export function ownDaily(store: Store, day: DayKey): boolean {
  return todaysDaily(store, day) !== dailyNumber(day);
}

/** Today's daily for a player with no games and no puzzles yet: on a square board. */
export function newcomersDaily(day: DayKey): number {
  return dailyNumberFor(day, [], {});
}
