// The days in a row a player kept up, decided without Phaser from what the device keeps: a day
// counts with a game a person won or the day's puzzle played to its end (a game lost is played, not
// counted, so the run means something, and the puzzle keeps it in reach of anyone). Days are the
// device's own calendar days (the daily puzzle's), never spans of 24 hours, so a game at 23:50 and one
// at 00:10 are two days, and a clock change does not break a run. The today card, Your games'
// header and the Record read it.

import type { KeptGame } from '../../game/game-history.ts';
import { isHuman } from '../../game/players.ts';
import type { PuzzleHistory } from '../../game/puzzle-history.ts';
import { dayNumber, localDay, type DayKey } from '../../game/puzzles.ts';

/** The day a time falls on, on the device's own calendar: a whole number, one a day. */
export function calendarDay(ms: number): number {
  return dayNumber(localDay(new Date(ms)))!;
}

/** A game a person won: a day with one counts for the run. */
const personWon = (g: KeptGame) => g.winner !== 0 && isHuman(g.players[g.winner - 1]!);

/**
 * The days something was played (`won`: only those the run counts): a game a person played in (won),
 * or a puzzle played on its day to its end.
 */
export function playedDays(kept: readonly KeptGame[], puzzles: PuzzleHistory, won = false): Set<number> {
  const days = new Set<number>();
  for (const g of kept) if (won ? personWon(g) : g.players.some(isHuman)) days.add(calendarDay(g.endedAt));
  for (const t of Object.values(puzzles))
    for (const d of [...(t.earlierDailies ?? []), t.day]) {
      const n = dayNumber(d);
      if (n !== null) days.add(n);
    }
  return days;
}

export interface DaysRun {
  /** The days in a row that count, today's too, or up to yesterday while today is still to count; 0 after a missed day. */
  days: number;
  /** Today counts already. */
  today: boolean;
  /** A day counted before the run (a missed day broke an earlier one: a fresh start, said kindly). */
  before: boolean;
  /** Something was played today (a game lost), not counted yet. */
  playedOnly: boolean;
  /** Anything was ever played. */
  any: boolean;
  /** The longest run of days ever. */
  best: number;
}

/** The run of days that count up to `today`. */
export function daysInARow(kept: readonly KeptGame[], puzzles: PuzzleHistory, today: DayKey): DaysRun {
  const now = dayNumber(today)!;
  const played = playedDays(kept, puzzles);
  const counted = playedDays(kept, puzzles, true);
  const countsToday = counted.has(now);
  let day = countsToday ? now : now - 1;
  let days = 0;
  while (counted.has(day)) {
    days++;
    day--;
  }
  let best = 0;
  for (const d of counted) {
    if (counted.has(d - 1)) continue;
    let n = 1;
    while (counted.has(d + n)) n++;
    best = Math.max(best, n);
  }
  return {
    days,
    today: countsToday,
    before: [...counted].some((d) => d <= day),
    playedOnly: played.has(now) && !countsToday,
    any: played.size > 0,
    best,
  };
}
