// Your games read as a player's record, without Phaser: a head over the list (games, wins, the run
// of wins going and the best one, the days in a row, the best win in words), the list parted by
// the day each game ended on the device's own calendar ("Today", "Yesterday", "Thursday 3 Dec"),
// and which row wears the "Best win" badge. Plain values the view (history-games.ts) draws.

import type { KeptGame } from '../../game/game-history.ts';
import type { GameRecord } from './game-record.ts';
import { calendarDay } from './days-in-a-row.ts';
import { beatenName, gameBoard } from './history-words.ts';
import { bestRunNote, bestWinLine, dayHeading, GAMES_HEAD_WORDS } from '../../words/games-head-words.ts';

export interface HeadFigure {
  value: string;
  label: string;
  /** A quieter line under the label ("best 4"), or null. */
  note: string | null;
  /** Lit: a run going (drawn in the accent, with its flame). */
  lit: boolean;
}

export interface GamesHead {
  figures: HeadFigure[];
  /** "Best win: Medium on Square 8×8, by 19", or null before a win. */
  bestWin: string | null;
  /** The kept game that was the best win (its row's badge), or null. */
  bestWinId: string | null;
}

/** The head over Your games, from the record and the days in a row. */
export function gamesHead(record: GameRecord, days: number): GamesHead {
  const o = record.overall;
  const best = record.bestWins[0] ?? null;
  const figure = (value: number, label: string, note: string | null = null, lit = false): HeadFigure => ({
    value: String(value),
    label,
    note,
    lit,
  });
  return {
    figures: [
      figure(o.games, GAMES_HEAD_WORDS.games),
      figure(o.wins, GAMES_HEAD_WORDS.won),
      figure(
        o.current,
        GAMES_HEAD_WORDS.run,
        o.best > o.current ? bestRunNote(o.best) : null,
        o.current >= 2,
      ),
      figure(days, GAMES_HEAD_WORDS.days, null, days >= 2),
    ],
    bestWin: best
      ? bestWinLine(beatenName(best.opponent, best.level), gameBoard(best.rules), best.margin)
      : null,
    bestWinId: best?.id ?? null,
  };
}

/** A day's heading over the rows that ended on it: `at` is the place of its first row (newest first). */
export interface DayHead {
  at: number;
  label: string;
}

/**
 * Where the days part the list (its games newest first), each with its heading: "Today",
 * "Yesterday", else the day's name and date. `day` gives a time's calendar day (the device's).
 */
export function dayHeads(
  games: readonly Pick<KeptGame, 'endedAt'>[],
  now: number,
  day: (ms: number) => number = calendarDay,
): DayHead[] {
  const today = day(now);
  const thisYear = new Date(now).getFullYear();
  const heads: DayHead[] = [];
  let last: number | null = null;
  games.forEach((g, at) => {
    const d = day(g.endedAt);
    if (d === last) return;
    last = d;
    const label =
      d === today
        ? GAMES_HEAD_WORDS.today
        : d === today - 1
          ? GAMES_HEAD_WORDS.yesterday
          : dayHeading(new Date(g.endedAt), thisYear);
    heads.push({ at, label });
  });
  return heads;
}
