// The menu's welcome back, decided without Phaser: the last counted game of the person against an
// opponent, said in a few words with the day it ended (today, yesterday, before), for a player
// coming back. The ladder's next step and today's puzzle have their cards beside it; this line
// says only what they do not: how the last game went.

import type { KeptGame } from '../../game/game-history.ts';
import { personGames } from '../history/game-record.ts';
import { opponentName } from '../history/history-words.ts';
import { calendarDay } from '../results/moments.ts';
import { dayNumber, type DayKey } from '../../game/puzzles.ts';
import { welcomeWords } from '../../words/welcome-words.ts';

/** The line, or null before any counted game against an opponent. */
export function welcomeLine(kept: readonly KeptGame[], today: DayKey): string | null {
  const last = personGames(kept).at(-1);
  if (!last) return null;
  return welcomeWords({
    daysAgo: (dayNumber(today) ?? calendarDay(last.endedAt)) - calendarDay(last.endedAt),
    opponent: opponentName(last.opponent),
    family: last.family,
    margin: last.margin,
  });
}
