// The moments a finished game makes, decided without Phaser: what is new in the person's record
// because of it, found by comparing the kept games before it with the same games and this one. The
// results show each as a ribbon, at most two with a ladder step's stars counted as one: a first win
// against an opponent, a run of wins, the first game of a day that carries on a run of days played
// (and asks for tomorrow), the day's first win (today's goal ticked), a new best margin against an opponent on a board family, the most games
// in a day. A loss makes none (its bad news is no ribbon), nor a game that does not count. A first
// win and a best margin are the person's own, won with no hints: a win the Hint button played
// (it can win every move of a game for the person) says it was won with the coach, and what is
// still to win alone.

import type { PersonGame } from '../history/game-record.ts';
import { familyOf, personGames } from '../history/game-record.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { opponentName } from '../history/history-words.ts';
import { calendarDay } from '../history/days-in-a-row.ts';
import {
  bestMarginMoment,
  dayRecordMoment,
  daysMoment,
  coachedWinMoment,
  firstWinMoment,
  goalMoment,
  streakMoment,
  type MomentWords,
} from '../../words/moment-words.ts';

/** How many ribbons the results show at most, a ladder step's stars among them. */
export const MOST_RIBBONS = 2;

/** Runs of wins worth a ribbon: these, then every fifth win in a row past the last. */
export const STREAK_MARKS = [2, 3, 5, 10] as const;

export type MomentKind =
  'first-win' | 'coached-win' | 'streak' | 'days' | 'goal' | 'best-margin' | 'day-record';

export interface Moment extends MomentWords {
  kind: MomentKind;
}

/** The finished game from the person's side. */
export interface MomentGame {
  rules: string;
  /** The opponent's kind: `easy`, … `perfect`. */
  opponent: string;
  /** The person's score less the opponent's. */
  margin: number;
  /** When it ended (ms since 1970): the day it counts towards. */
  endedAt: number;
  /** Whether the person asked the coach for help in it. */
  hints?: boolean;
}

/** The day a time falls on, on the device's own calendar (the daily puzzle's). */
export { calendarDay };

/** Whether `n` wins in a row earns a ribbon of its own. */
export function streakMark(n: number): boolean {
  const last = STREAK_MARKS[STREAK_MARKS.length - 1];
  return (STREAK_MARKS as readonly number[]).includes(n) || (n > last && n % 5 === 0);
}

/** The wins in a row up to and with this game, and the longest run before it. */
function runs(earlier: readonly PersonGame[], margin: number): { now: number; best: number } {
  let current = 0;
  let best = 0;
  for (const g of earlier) {
    current = g.margin > 0 ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { now: margin > 0 ? current + 1 : 0, best };
}

/**
 * The most games finished in one earlier day, and whether this game is the first one today past it
 * that was not a loss (a record broken by a loss is said by the next game that is not one).
 */
function dayRecord(
  earlier: readonly PersonGame[],
  game: MomentGame,
  day: (ms: number) => number,
): number | null {
  const today = day(game.endedAt);
  const perDay = new Map<number, number>();
  for (const g of earlier) perDay.set(day(g.endedAt), (perDay.get(day(g.endedAt)) ?? 0) + 1);
  const before = Math.max(0, ...[...perDay].filter(([d]) => d < today).map(([, n]) => n));
  // A day of one game is no record to beat: a newcomer's first days would say it every game.
  if (before < 2) return null;
  const todays = earlier.filter((g) => day(g.endedAt) === today);
  const count = todays.length + 1;
  if (count <= before) return null;
  const saidAlready = todays.some((g, i) => i + 1 > before && g.margin >= 0);
  return saidAlready ? null : count;
}

/**
 * The days in a row played up to and with today, where `game` is today's first: null for a later
 * game today (its run was said already) or where yesterday had no game (no run to carry on).
 */
function daysRun(
  earlier: readonly PersonGame[],
  game: MomentGame,
  day: (ms: number) => number,
): number | null {
  const today = day(game.endedAt);
  const played = new Set(earlier.map((g) => day(g.endedAt)));
  if (played.has(today) || !played.has(today - 1)) return null;
  let days = 1;
  while (played.has(today - days)) days++;
  return days;
}

/**
 * What is new because of `game`, most telling first, at most `room` of them. `kept` are the kept
 * games before it (this game left out); only those that count, a person against an opponent, are read.
 */
export function momentsOf(
  game: MomentGame,
  kept: readonly KeptGame[],
  room: number,
  day: (ms: number) => number = calendarDay,
): Moment[] {
  if (game.margin < 0 || room <= 0) return [];
  const earlier = personGames(kept).filter((g) => g.endedAt <= game.endedAt);
  const name = opponentName(game.opponent);
  const family = familyOf(game.rules);
  const found: Moment[] = [];
  // The wins against this opponent that were the person's own.
  const against = earlier.filter((g) => g.opponent === game.opponent && g.margin > 0 && !g.hints);
  const helped = game.hints === true;
  if (game.margin > 0 && against.length === 0) {
    const coached = earlier.some((g) => g.opponent === game.opponent && g.margin > 0);
    if (helped) found.push({ kind: 'coached-win', ...coachedWinMoment(name, coached) });
    else found.push({ kind: 'first-win', ...firstWinMoment(name, coached) });
  }
  if (game.margin > 0) {
    const run = runs(earlier, game.margin);
    const best = run.best >= 2 && run.now > run.best;
    if (streakMark(run.now) || best) found.push({ kind: 'streak', ...streakMoment(run.now, best) });
  }
  const days = daysRun(earlier, game, day);
  if (days !== null) found.push({ kind: 'days', ...daysMoment(days) });
  // The day's first win ticks today's goal on the menu's today card: said once, where the run of
  // days did not already speak for the day.
  const today = day(game.endedAt);
  if (days === null && game.margin > 0 && !earlier.some((g) => g.margin > 0 && day(g.endedAt) === today))
    found.push({ kind: 'goal', ...goalMoment() });
  if (game.margin > 0 && !helped) {
    const here = against.filter((g) => g.family === family).map((g) => g.margin);
    // A tie with the old best is not a new one.
    if (here.length > 0 && game.margin > Math.max(...here))
      found.push({ kind: 'best-margin', ...bestMarginMoment(name, family, game.margin, Math.max(...here)) });
  }
  const most = dayRecord(earlier, game, day);
  if (most !== null) found.push({ kind: 'day-record', ...dayRecordMoment(most) });
  return found.slice(0, room);
}

/** A ribbon as the results' lines say it (the mirror, the hook): "3 wins in a row: Your best run yet". */
export function ribbonLine(m: MomentWords): string {
  return m.detail ? `${m.title}${/[!.]$/.test(m.title) ? '' : ':'} ${m.detail}` : m.title;
}
