// Which puzzle a day shows and which a link names. The daily puzzle is a function of the date
// alone, so everyone gets the same one on the same calendar day with no server: the player's
// own (local) date, the day they expect it to change on. Links carry a puzzle's number in the set.
// The daily is never one a first guess solves, and it grows harder through the week: Monday's
// from the easiest seventh of the rest, Sunday's from the hardest (first-guess.ts grades them).

import { enoughChoices } from '../ai/puzzles/clear.ts';
import { CLEAR_GAP } from '../ai/puzzles/first-guess.ts';
import { parseRules } from '../engine/index.ts';
import { PUZZLE_GAPS, PUZZLE_GRADES } from '../ai/puzzles/puzzle-grades.ts';
import { PUZZLE_ENTRIES, puzzleCount, puzzleNumber, type Puzzle } from '../ai/puzzles/puzzle-set.ts';

/** A calendar day written as the console and the saved history write it: `2026-11-23`. */
export type DayKey = string;

/**
 * The tries a daily puzzle gives: the third wrong one shows the answer, and the day is played but
 * not solved. Other puzzles may be tried as often as the player likes.
 */
export const DAILY_TRIES = 3;

/** The first day of the puzzle calendar: its week is the calendar's week 0. */
export const FIRST_DAY: DayKey = '2026-01-01';

const DAY_MS = 86_400_000;

/** The player's local calendar day of `now`. */
export function localDay(now: Date): DayKey {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days since 1970-01-01 of a real calendar date written `YYYY-MM-DD`, or null for anything else. */
export function dayNumber(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a date that does not come back as written is not a date.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.floor(ms / DAY_MS);
}

/** The day `offset` days after `day` (a valid day key). */
export function dayAfter(day: DayKey, offset = 1): DayKey {
  return new Date((dayNumber(day)! + offset) * DAY_MS).toISOString().slice(0, 10);
}

/** The week's day of a valid day key, Monday 0 to Sunday 6 (day 0, 1970-01-01, was a Thursday). */
export function weekdayOf(day: DayKey): number {
  return (((dayNumber(day)! + 3) % 7) + 7) % 7;
}

export { CLEAR_GAP } from '../ai/puzzles/first-guess.ts';

/** Each puzzle's board family (`square`, `hex`, …), by number from 1. */
function families(): string[] {
  return PUZZLE_ENTRIES.map((e) => /^[a-z]+/.exec(e.record)![0]);
}

/** How many moves a puzzle offers, and whether its cells fall (a falling board's moves are its open columns). */
export function puzzleChoices(entry: { record: string; moves: string }): { count: number; falling: boolean } {
  const rules = parseRules(entry.record.slice(0, entry.record.indexOf(' ')));
  return { count: entry.moves.split(' ').length, falling: rules.layout.gravity };
}

/** Whether each puzzle offers moves enough for a daily (clear.ts), by number from 1. */
function enoughForDaily(): boolean[] {
  return PUZZLE_ENTRIES.map((e) => {
    const { count, falling } = puzzleChoices(e);
    return enoughChoices(count, falling);
  });
}

/**
 * The daily calendar's seven tiers, Monday's to Sunday's. Each board family's puzzles no first
 * guess solves (grade above 0), whose answer stands clear of the next best move (a gap of
 * CLEAR_GAP or more: first-guess.ts) and that offer moves enough that guessing does not pay (six,
 * or five open columns where cells fall: clear.ts), easiest first, are cut into seven near-equal parts, and tier k
 * holds every family's k-th part, in the set's order: the set deals the families in turn, so each
 * day of the week visits them all (graded across families, the few-move falling boards filled the
 * early week and the big boards the weekend).
 */
export function dailyTiers(
  grades: readonly number[] = PUZZLE_GRADES,
  familyOf: readonly string[] = families(),
  gaps: readonly number[] = PUZZLE_GAPS,
  enough: readonly boolean[] = enoughForDaily(),
): number[][] {
  const tiers: number[][] = Array.from({ length: 7 }, () => []);
  for (const family of new Set(familyOf)) {
    const graded = grades
      .map((grade, i) => ({ grade, number: i + 1 }))
      .filter(
        (p) =>
          p.grade > 0 &&
          (gaps[p.number - 1] ?? CLEAR_GAP) >= CLEAR_GAP &&
          (enough[p.number - 1] ?? true) &&
          p.number <= puzzleCount() &&
          familyOf[p.number - 1] === family,
      )
      .sort((a, b) => a.grade - b.grade || a.number - b.number);
    tiers.forEach((tier, k) =>
      tier.push(
        ...graded
          .slice(Math.floor((k * graded.length) / 7), Math.floor(((k + 1) * graded.length) / 7))
          .map((p) => p.number),
      ),
    );
  }
  return tiers.map((tier) => tier.sort((a, b) => a - b));
}

/**
 * The number of the day's puzzle: the week's day picks its tier (dailyTiers), the weeks since
 * FIRST_DAY's week go round it. Without a graded tier for the day, the set in order from FIRST_DAY.
 */
export function dailyNumber(
  day: DayKey,
  grades: readonly number[] = PUZZLE_GRADES,
  gaps: readonly number[] = grades === PUZZLE_GRADES ? PUZZLE_GAPS : [],
  enough: readonly boolean[] = gaps === PUZZLE_GAPS ? enoughForDaily() : [],
): number {
  const n = dayNumber(day);
  if (n === null) throw new Error(`${day} is not a date`);
  const since = n - dayNumber(FIRST_DAY)!;
  const tier = dailyTiers(grades, families(), gaps, enough)[weekdayOf(day)]!;
  const mod = (a: number, b: number) => ((a % b) + b) % b;
  if (tier.length === 0) return mod(since, puzzleCount()) + 1;
  return tier[mod(Math.floor((since + weekdayOf(FIRST_DAY)) / 7), tier.length)]!;
}

/** The day's puzzle. */
export function dailyPuzzle(day: DayKey): Puzzle {
  return puzzleNumber(dailyNumber(day))!;
}

/** What a puzzle link asks for: null when the address names no puzzle. */
export function readPuzzleLink(search: string): { number: number } | { error: string } | null {
  const text = new URLSearchParams(search).get('puzzle');
  if (text === null) return null;
  const written = text.trim().toLowerCase();
  if (written === '' || written === 'daily') return { number: dailyNumber(localDay(new Date())) };
  const number = /^\d{1,6}$/.test(written) ? Number(written) : NaN;
  if (!(number >= 1 && number <= puzzleCount())) {
    return {
      error: `That puzzle link names no puzzle we have (puzzles go from 1 to ${puzzleCount()}); here is today's puzzle.`,
    };
  }
  return { number };
}

/** A link that opens puzzle `number` on the page at `base`. */
export function puzzleLink(base: string, number: number): string {
  const url = new URL(base);
  for (const name of ['layout', 'p1', 'p2', 'first', 'equal', 'moves', 'build', 'puzzle'])
    url.searchParams.delete(name);
  url.searchParams.set('puzzle', String(number));
  return url.toString();
}

/**
 * The question a puzzle asks, the ask first and its prize after: "Find the best move: it wins by 6"
 * or "…: it saves the draw" ("Find the move that wins by 7" read as a sum to guess at).
 */
export function puzzleQuestion(puzzle: Pick<Puzzle, 'value'>): string {
  return `Find the best move: it ${puzzle.value > 0 ? `wins by ${puzzle.value}` : 'saves the draw'}`;
}

/** What a margin means for the player to move, in a few words: "wins by 4", "draws", "loses by 2". */
export function marginWords(value: number): string {
  return value > 0 ? `wins by ${value}` : value < 0 ? `loses by ${-value}` : 'draws';
}
