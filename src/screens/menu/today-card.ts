// The menu's "today" card for a player coming back, decided without Phaser: a greeting with the days
// in a row that count (a day counts with one of today's goals done: a game a person won, or the day's
// puzzle played to its end; a game lost is played, not counted, so the run means something, and the
// puzzle keeps it in reach of anyone; a missed day said as a fresh start), the one next thing for them (comeback.ts: a rematch, a gentler game, the ladder's next
// step, today's puzzle, the game left unfinished), and today's small goal with its ticks: win a game
// against an opponent, play today's puzzle to its end. A tap starts the next thing.

import type { KeptGame } from '../../game/game-history.ts';
import { dailyRun, type PuzzleHistory } from '../../game/puzzle-history.ts';
import { dayNumber, type DayKey } from '../../game/puzzles.ts';
import {
  goalShortWords,
  puzzleGoalWords,
  streakShort,
  streakWords,
  TODAY_WORDS,
  todaySaid,
} from '../../words/today-words.ts';
import { personGames } from '../history/game-record.ts';
import { calendarDay, daysInARow, playedDays } from '../history/days-in-a-row.ts';
import { lastGameWords } from './welcome.ts';
import { comebackOffer, type ComebackFacts, type ComebackOffer, type GameStart } from './comeback.ts';
import { greetingWords } from '../../words/comeback-words.ts';
import { greeting as greetingLine, type Greeting } from './greeting.ts';
import { ladder } from '../history/ladder.ts';
import { opponentName } from '../history/history-words.ts';
import { CLOSE_MARGIN } from '../results/result-words.ts';
import type { NewStars } from './new-stars.ts';
import { newStarsWords } from '../../words/ladder-star-words.ts';
import type { NewTicks } from './ticks-seen.ts';
import { dayKeptWords } from '../../words/day-kept-words.ts';

export interface TodayGoal {
  id: 'win' | 'puzzle';
  words: string;
  /** The same in fewer words, where the card has no room for the goal's items whole. */
  short: string;
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
  /** "Good evening", or "Welcome back" after days away. */
  greeting: string;
  /** The card's first line: a hello and what happened or waits, varied (greeting.ts), and its short form; a ladder star won since the home was last seen, said instead. */
  hello: Greeting;
  /** Whether the first line tells a new star (new-stars.ts): the view marks it with a glow, popped once. */
  star: 'pop' | 'still' | null;
  /**
   * Today's ticks new since the home was last seen (ticks-seen.ts): each lands on its item, and where
   * they kept the day the disc pops and the first line says so ("Day 2 kept"); null for none, or once
   * the moment has passed (a resize later).
   */
  ticks: { landed: ('win' | 'puzzle')[]; keptDay: boolean; pop: boolean } | null;
  /** The one next thing offered, in words ("Rematch Medium: you lost by 2"). */
  offer: ComebackOffer;
  /** What a tap opens: today's puzzle, the game left unfinished, the game `start` names, or the menu's Play. */
  opens: 'puzzle' | 'resume' | 'start' | 'play';
  /** The game a tap starts where `opens` is 'start'. */
  start: GameStart | null;
  /** The card said aloud. */
  label: string;
}

export function todayCard(
  kept: readonly KeptGame[],
  puzzles: PuzzleHistory,
  today: DayKey,
  facts: Omit<ComebackFacts, 'kept' | 'puzzleDone'>,
  hour: number | null = null,
  stars: { news: NewStars; pop: boolean } | null = null,
  ticks: (NewTicks & { pop: boolean }) | null = null,
): TodayCard | null {
  const now = dayNumber(today)!;
  const run = daysInARow(kept, puzzles, today);
  // Before anything is played there is no streak or last game to come back to: the menu as at first.
  if (!run.any) return null;
  const played = playedDays(kept, puzzles);
  const playedToday = played.has(now);
  const countsToday = run.today;
  const days = run.days;
  // Played today, nothing counted yet (a game lost): the run waits for a win or the puzzle, said kindly.
  const said = { days, today: countsToday, before: run.before, playedOnly: run.playedOnly };
  const goal = todayGoal(kept, puzzles, today);
  const last = lastGameWords(kept, today);
  // Away a day or more (nothing yesterday or today): welcomed back rather than by the time of day;
  // the first day ever played is no coming back.
  const away = !playedToday && !played.has(now - 1);
  const firstDay = playedToday && ![...played].some((d) => d < now);
  const greeting = greetingWords(hour, away, firstDay);
  const short = streakShort(said);
  const streak = `${greeting} · ${short.charAt(0).toLowerCase()}${short.slice(1)}`;
  const offer = comebackOffer({ ...facts, kept, puzzleDone: goal[1]!.done });
  const latest = personGames(kept).at(-1);
  const climb = ladder(kept);
  const greeted = greetingLine({
    hour,
    away,
    firstDay,
    days,
    playedToday: countsToday,
    waiting: said.playedOnly,
    last: latest
      ? {
          daysAgo: now - calendarDay(latest.endedAt),
          opponent: opponentName(latest.opponent),
          margin: latest.margin,
          close: latest.margin < 0 && -latest.margin <= CLOSE_MARGIN,
        }
      : null,
    step: climb.next ? climb.steps.indexOf(climb.next) + 1 : null,
    offer: offer.why,
    // Moves with the day and with each game and puzzle played: the line changes as things happen.
    turn: now + kept.length + Object.keys(puzzles).length,
  });
  // A star won since the home was last seen is what happened: said first, with what it was for;
  // else a day kept since (a tick landed on a day none was done): "Day 2 kept".
  const keptDay =
    ticks?.keptDay && countsToday
      ? dayKeptWords(
          days,
          goal.every((g) => g.done),
        )
      : null;
  const hello = stars
    ? newStarsWords(stars.news.step, stars.news.fresh, stars.news.margin, stars.news.total)
    : (keptDay ?? greeted);
  const daysSaid = !stars && (keptDay !== null || greeted.days === true);
  const opens = ({ resume: 'resume', puzzle: 'puzzle', play: 'play' } as const)[
    offer.why as 'resume' | 'puzzle' | 'play'
  ];
  return {
    id: 'today',
    days,
    streak,
    streakShort: greeting,
    last,
    greeting,
    hello,
    star: stars ? (stars.pop ? 'pop' : 'still') : null,
    ticks: ticks ? { landed: ticks.landed, keptDay: ticks.keptDay && countsToday, pop: ticks.pop } : null,
    offer,
    goal,
    opens: offer.start ? 'start' : opens,
    start: offer.start,
    label: todaySaid({
      // The days in a row said once: not again where the first line tells them already ("a good
      // start: come back tomorrow…", "Day 2 kept", "3 days in a row": said twice read as a slip).
      said: [hello.words, daysSaid ? '' : streakWords(said), offer.words],
      goal,
    }),
  };
}

/** Today's small goal with its ticks: a win against an opponent, and the day's puzzle played to its end. */
export function todayGoal(kept: readonly KeptGame[], puzzles: PuzzleHistory, today: DayKey): TodayGoal[] {
  const now = dayNumber(today)!;
  const won = personGames(kept).some((g) => g.margin > 0 && calendarDay(g.endedAt) === now);
  const daily = dailyRun(puzzles, today);
  return [
    { id: 'win', words: TODAY_WORDS.win, short: goalShortWords('win', daily), done: won },
    {
      id: 'puzzle',
      words: puzzleGoalWords(daily),
      short: goalShortWords('puzzle', daily),
      done: daily.playedToday,
    },
  ];
}
