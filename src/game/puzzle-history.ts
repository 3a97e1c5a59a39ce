// The player's puzzles, kept on the device with the statistics: for each puzzle tried, the day it
// was last played, the wrong tries before the answer, whether it was solved (not shown), and
// whether it was that day's daily. The streak is the days in a row whose daily was solved. Read
// entry by entry: garbage in storage drops only itself.

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
   * Earlier days on which this puzzle was solved as that day's daily: the set starts again after
   * its last puzzle, and a streak longer than the set needs those days too.
   */
  earlierDailies?: DayKey[];
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
  const earlier = v.earlierDailies;
  if (earlier === undefined) return { day, tries, solved, daily };
  if (
    !Array.isArray(earlier) ||
    earlier.length > MAX_EARLIER_DAILIES ||
    !earlier.every((d) => typeof d === 'string' && dayNumber(d) !== null)
  )
    return null;
  return { day, tries, solved, daily, earlierDailies: earlier as DayKey[] };
}

/** The days a puzzle was solved as that day's daily. */
function solvedDailyDays(entry: PuzzleTry | undefined): DayKey[] {
  if (!entry) return [];
  return [...(entry.earlierDailies ?? []), ...(entry.daily && entry.solved ? [entry.day] : [])];
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
 * leaves its entry as it was. Only the same puzzle coming round again as a later day's daily makes
 * a new entry, keeping the earlier daily's day for the streak.
 */
export function recordPuzzle(store: Store, number: number, result: PuzzleTry): PuzzleTry {
  const history = loadPuzzleHistory(store);
  const before = history[number];
  const dailyAgain = result.daily && before !== undefined && before.day !== result.day;
  let kept: PuzzleTry;
  if (before && before.solved && (!result.solved || (before.daily && !dailyAgain))) kept = before;
  else {
    const earlier = solvedDailyDays(before)
      .filter((d) => d !== result.day)
      .slice(-MAX_EARLIER_DAILIES);
    const { earlierDailies: _, ...fresh } = result;
    kept = {
      ...fresh,
      daily: result.daily || (before?.daily === true && before.day === result.day),
      ...(earlier.length > 0 ? { earlierDailies: earlier } : {}),
    };
  }
  history[number] = kept;
  store.write(KEY, history);
  return kept;
}

/** Days in a row, up to `today` (or yesterday, while today's is still to do), whose daily was solved that day. */
export function puzzleStreak(history: PuzzleHistory, today: DayKey): number {
  const solvedDays = new Set(Object.values(history).flatMap(solvedDailyDays));
  let day = solvedDays.has(today) ? today : dayAfter(today, -1);
  let streak = 0;
  while (solvedDays.has(day)) {
    streak++;
    day = dayAfter(day, -1);
  }
  return streak;
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
