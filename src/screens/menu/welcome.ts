// The menu's welcome back, decided without Phaser: the last counted game of the person against an
// opponent, said in a few words with the day it ended (today, yesterday, before), for a player
// coming back; the today card (today-card.ts) shows it under the days in a row.

import type { KeptGame } from '../../game/game-history.ts';
import { personGames } from '../history/game-record.ts';
import { opponentName } from '../history/history-words.ts';
import { calendarDay } from '../results/moments.ts';
import { dayNumber, type DayKey } from '../../game/puzzles.ts';
import { welcomeShort, welcomeWords } from '../../words/welcome-words.ts';

/** The line, or null before any counted game against an opponent. */
export function welcomeLine(kept: readonly KeptGame[], today: DayKey): string | null {
  return lastGameWords(kept, today)?.words ?? null;
}

/** The last game said whole ("Yesterday you beat Hard on the hexagon") and short ("Yesterday you beat Hard"), or null. */
export function lastGameWords(
  kept: readonly KeptGame[],
  today: DayKey,
): { words: string; short: string } | null {
  const last = personGames(kept).at(-1);
  if (!last) return null;
  const said = {
    daysAgo: (dayNumber(today) ?? calendarDay(last.endedAt)) - calendarDay(last.endedAt),
    opponent: opponentName(last.opponent),
    family: last.family,
    margin: last.margin,
  };
  return { words: welcomeWords(said), short: welcomeShort(said) };
}
