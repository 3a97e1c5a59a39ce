// The player's puzzles, kept on the device with the statistics: for each puzzle tried, the day it
// was last played, the wrong tries before the answer, whether it was solved (not shown), and
// whether it was that day's daily. The streak counts the days in a row whose daily was played to
// its end: solved within its tries, or its answer shown (a streak is never lost for trying); the
// days of the run solved at the first try are counted beside it ("3 days · 2 first try"), the
// thing to chase. Entries kept by earlier versions read as they were (a solved day counts as
// before, a shown one now counts too), so a kept streak reads as long or longer now. Read entry by
// entry: garbage in storage drops only itself.

import { dayAfter, dayNumber, type DayKey } from './puzzles.ts';
import { quoteInput } from '../engine/index.ts';
import { isRecord, type SpoiltEntry, type Store } from './storage.ts';

export interface PuzzleTry {
  day: DayKey;
  /** Wrong moves before the right one (or before the answer was shown). */
  tries: number;
  solved: boolean;
  daily: boolean;
  /**
   * Earlier days on which this puzzle was played to its end as that day's daily: the set starts
   * again after its last puzzle, and a streak longer than the set needs those days too.
   */
  earlierDailies?: DayKey[];
  /**
   * A daily solved after wrong tries (or after its answer was shown that day): a day of the streak,
   * not a first-try one. Entries kept before this mark have none; their `tries` says the same.
   */
  held?: true;
}

/** `{[puzzle number]: PuzzleTry}`. */
export type PuzzleHistory = Record<string, PuzzleTry>;

const KEY = 'puzzles';
/** A day a year per puzzle: this is centuries of dailies. */
const MAX_EARLIER_DAILIES = 200;

function readTry(v: unknown): PuzzleTry | null {
  if (!isRecord(v)) return null;
  const { day, tries, solved, daily } = v;
  if (typeof day !== 'string' || dayNumber(day) === null) return null;
  if (typeof tries !== 'number' || !Number.isInteger(tries) || tries < 0) return null;
  if (typeof solved !== 'boolean' || typeof daily !== 'boolean') return null;
  if (v.held !== undefined && v.held !== true) return null;
  const held = v.held === true ? { held: true as const } : {};
  const earlier = v.earlierDailies;
  if (earlier === undefined) return { day, tries, solved, daily, ...held };
  if (
    !Array.isArray(earlier) ||
    earlier.length > MAX_EARLIER_DAILIES ||
    !earlier.every((d) => typeof d === 'string' && dayNumber(d) !== null)
  )
    return null;
  return { day, tries, solved, daily, earlierDailies: earlier as DayKey[], ...held };
}

/** The days a puzzle was played to its end (solved, or its answer shown) as that day's daily. */
function playedDailyDays(entry: PuzzleTry | undefined): DayKey[] {
  if (!entry) return [];
  return [...(entry.earlierDailies ?? []), ...(entry.daily ? [entry.day] : [])];
}

export function loadPuzzleHistory(store: Store): PuzzleHistory {
  const saved = store.read(KEY, isRecord);
  const history: PuzzleHistory = {};
  if (!saved) return history;
  const spoilt: SpoiltEntry[] = [];
  const kept: Record<string, unknown> = {};
  for (const [number, value] of Object.entries(saved)) {
    const numbered = /^[1-9]\d{0,5}$/.test(number);
    const entry = numbered ? readTry(value) : null;
    if (entry) {
      history[number] = entry;
      kept[number] = value;
    } else
      spoilt.push({
        label: numbered ? `puzzle ${number}` : quoteInput(number, 30),
        value: { [number]: value },
      });
  }
  // A spoilt entry is left out by name; the others are kept as they are.
  store.dropEntries(KEY, kept, spoilt);
  return history;
}

/**
 * Keeps how puzzle `number` went today. A puzzle solved once stays solved (a replay after showing
 * the answer does not undo it), and a daily stays a daily: replaying a solved daily on a later day
 * leaves its entry as it was. A daily played to its end stays as it went that day: solved only
 * within its tries, so a replay after its answer was shown leaves it shown. Only the same puzzle
 * coming round again as a later day's daily makes a new entry, keeping the earlier daily's day for
 * the streak.
 */
export function recordPuzzle(store: Store, number: number, result: PuzzleTry): PuzzleTry {
  const history = loadPuzzleHistory(store);
  const before = history[number];
  const dailyAgain = result.daily && before !== undefined && before.day !== result.day;
  const playedToday = before !== undefined && before.daily && before.day === result.day;
  let kept: PuzzleTry;
  if (playedToday || (before && before.solved && (!result.solved || (before.daily && !dailyAgain))))
    kept = before!;
  else {
    const earlier = playedDailyDays(before)
      .filter((d) => d !== result.day)
      .slice(-MAX_EARLIER_DAILIES);
    const { earlierDailies: _, held: __, ...fresh } = result;
    const daily = result.daily;
    // Solved after wrong tries: a day of the streak, not a first-try one.
    const held = daily && result.solved && result.tries > 0;
    kept = {
      ...fresh,
      daily,
      ...(earlier.length > 0 ? { earlierDailies: earlier } : {}),
      ...(held ? { held: true as const } : {}),
    };
  }
  history[number] = kept;
  store.write(KEY, history);
  return kept;
}

/** The daily streak: the run of days up to `today` (or yesterday, while today's is still to do). */
export interface DailyRun {
  /** Days in a row whose daily was played to its end on its day: solved, or its answer shown. */
  days: number;
  /** Those of them solved at the first try (a day known only from an earlier round of the set counts as a day, not a first try). */
  firstTry: number;
  /** Whether today's daily is solved (within its tries). */
  solvedToday: boolean;
  /** Whether today's daily is played to its end: solved, or its answer shown. */
  playedToday: boolean;
}

export function dailyRun(history: PuzzleHistory, today: DayKey): DailyRun {
  const entries = Object.values(history);
  const playedDays = new Set(entries.flatMap(playedDailyDays));
  const firstTryDays = new Set(
    entries.filter((t) => t.daily && t.solved && !t.held && t.tries === 0).map((t) => t.day),
  );
  const solvedToday = entries.some((t) => t.daily && t.solved && t.day === today);
  const playedToday = playedDays.has(today);
  let day = playedToday ? today : dayAfter(today, -1);
  let days = 0;
  let firstTry = 0;
  while (playedDays.has(day)) {
    days++;
    if (firstTryDays.has(day)) firstTry++;
    day = dayAfter(day, -1);
  }
  return { days, firstTry, solvedToday, playedToday };
}

/** The daily streak's days (dailyRun). */
export function puzzleStreak(history: PuzzleHistory, today: DayKey): number {
  return dailyRun(history, today).days;
}

/** The puzzles the player solved, and those whose answer was shown instead: the Record's puzzle line. */
export function puzzleTally(history: PuzzleHistory): { solved: number; shown: number } {
  const tries = Object.values(history);
  return { solved: tries.filter((t) => t.solved).length, shown: tries.filter((t) => !t.solved).length };
}

/** The Record's puzzle line: "3 solved, 1 shown" (the answer shown rather than found). */
export function puzzleLine(tally: { solved: number; shown: number }): string {
  return `${tally.solved} solved, ${tally.shown} shown`;
}

/** How many puzzles the player has solved. */
export function puzzlesSolved(history: PuzzleHistory): number {
  return Object.values(history).filter((t) => t.solved).length;
}
