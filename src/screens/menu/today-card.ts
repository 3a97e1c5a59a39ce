// The menu's "today" card for a player coming back, decided without Phaser: the days in a row they
// have played (a game with a person in it, or a puzzle), a missed day said as a fresh start, the last
// game in a few words (welcome.ts), and today's small goal with its ticks: win a game against an
// opponent, play today's puzzle to its end. A tap opens the first thing still to do today.

import type { KeptGame } from '../../game/game-history.ts';
import { isHuman } from '../../game/players.ts';
import { dailyRun, type PuzzleHistory } from '../../game/puzzle-history.ts';
import { dayNumber, type DayKey } from '../../game/puzzles.ts';
import { streakShort, streakWords, TODAY_WORDS, todaySaid } from '../../words/today-words.ts';
import { personGames } from '../history/game-record.ts';
import { calendarDay } from '../results/moments.ts';
import { lastGameWords } from './welcome.ts';

export interface TodayGoal {
  id: 'win' | 'puzzle';
  words: string;
  done: boolean;
}

export interface TodayCard {
  id: 'today';
  /** The days in a row, today's too (or up to yesterday while today is still to play); 0 starts afresh. */
  days: number;
  /** "3 days in a row · keep it going today", and the same without the nudge for a narrow card. */
  streak: string;
  streakShort: string;
  /** The last game against an opponent, whole and short; null before any. */
  last: { words: string; short: string } | null;
  goal: TodayGoal[];
  /** What a tap opens: today's puzzle, a game (the ladder's next step where there is one), or Your games with all done. */
  opens: 'puzzle' | 'ladder-play' | 'play' | 'history';
  /** The card said aloud. */
  label: string;
}

/** The days something was played: a game a person played in, or a puzzle played on its day. */
function playedDays(kept: readonly KeptGame[], puzzles: PuzzleHistory): Set<number> {
  const days = new Set<number>();
  for (const g of kept) if (g.players.some(isHuman)) days.add(calendarDay(g.endedAt));
  for (const t of Object.values(puzzles))
    for (const d of [...(t.earlierDailies ?? []), t.day]) {
      const n = dayNumber(d);
      if (n !== null) days.add(n);
    }
  return days;
}

export function todayCard(
  kept: readonly KeptGame[],
  puzzles: PuzzleHistory,
  today: DayKey,
  ladderStep: boolean,
): TodayCard | null {
  const now = dayNumber(today)!;
  const played = playedDays(kept, puzzles);
  // Before anything is played there is no streak or last game to come back to: the menu as at first.
  if (played.size === 0) return null;
  const playedToday = played.has(now);
  let day = playedToday ? now : now - 1;
  let days = 0;
  while (played.has(day)) {
    days++;
    day--;
  }
  // Anything played before the run (or at all, with no run): a streak starts again rather than for the first time.
  const before = [...played].some((d) => d <= day);
  const said = { days, today: playedToday, before };
  const won = personGames(kept).some((g) => g.margin > 0 && calendarDay(g.endedAt) === now);
  const goal: TodayGoal[] = [
    { id: 'win', words: TODAY_WORDS.win, done: won },
    { id: 'puzzle', words: TODAY_WORDS.puzzle, done: dailyRun(puzzles, today).playedToday },
  ];
  const last = lastGameWords(kept, today);
  const streak = streakWords(said);
  return {
    id: 'today',
    days,
    streak,
    streakShort: streakShort(said),
    last,
    goal,
    opens: !goal[1]!.done ? 'puzzle' : !goal[0]!.done ? (ladderStep ? 'ladder-play' : 'play') : 'history',
    label: todaySaid({ streak, last: last?.words ?? null, goal }),
  };
}
