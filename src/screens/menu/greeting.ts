// The today card's first line, decided without Phaser: a hello and the one thing that happened or
// waits, so coming back feels noticed; never a loss. What happened comes first (a game won or drawn
// today is always said); otherwise the two most telling things take turns from visit to visit (the turn moves with
// the day and with each game or puzzle played), so the line is never the same twice running while
// something new has happened. The next thing the card offers under it is not said again here, and
// nothing the card's tap does not start: today's puzzle has its own card and its tick in the goals,
// and a line naming it over a card that starts a rematch read as the way to the puzzle.

import { helloWords, NEWS_WORDS, resultNews, type NewsWords } from '../../words/greeting-words.ts';

export interface GreetingFacts {
  hour: number | null;
  /** Nothing played yesterday or today, though something was before. */
  away: boolean;
  /** Today is the first day anything was played. */
  firstDay: boolean;
  /** The days in a row, and whether today is one of them. */
  days: number;
  playedToday: boolean;
  /** Played today without a day counted yet (a game lost, no win or puzzle): the run waits for one. */
  waiting?: boolean;
  /** The last game against an opponent: how many days ago, who, by how much (negative: lost), whether a loss was close. */
  last: { daysAgo: number; opponent: string; margin: number; close: boolean } | null;
  /** The ladder's next step's number, or null with every step climbed. */
  step: number | null;
  /** What the card offers under the line: its subject is not said twice. */
  offer: 'resume' | 'rematch' | 'gentler' | 'ladder' | 'puzzle' | 'play';
  /** Moves with each day, game and puzzle: which of the telling things is said. */
  turn: number;
}

export interface Greeting {
  /** "Good evening · you beat Easy by 12 today". */
  words: string;
  /** The news alone for a narrow card ("You beat Easy today"). */
  short: string;
  /** The news tells the days in a row (or how a run starts): the card's words aloud say them once. */
  days?: boolean;
}

/** A piece of news, and whether it tells the days in a row. */
type TellingNews = NewsWords & { days?: boolean };

export function greeting(f: GreetingFacts): Greeting {
  const hello = helloWords({ hour: f.hour, away: f.away, firstDay: f.firstDay, turn: f.turn });
  const news: TellingNews[] = [];
  // The line leads with something to look forward to, never a loss (review: "Hello, Hard won
  // today"): a win or a draw is news, a loss is not (a rematch or a gentler game under the line
  // offers the way on). Over a game left unfinished the line says no result: the card's first
  // thing is to finish it (review: "A fresh game awaits" over "Finish your game").
  const result =
    f.last !== null &&
    f.last.daysAgo <= 1 &&
    f.last.margin >= 0 &&
    f.offer !== 'rematch' &&
    f.offer !== 'gentler' &&
    f.offer !== 'resume'
      ? resultNews({ ...f.last, turn: f.turn })
      : null;
  if (result) news.push(result);
  if (f.days >= 2)
    news.push({ ...(f.playedToday ? NEWS_WORDS.run(f.days) : NEWS_WORDS.runOn(f.days)), days: true });
  if (f.away) news.push({ ...NEWS_WORDS.away, days: true });
  // The ladder's step named only over a card that offers no other game: over "Warm up with Medium?"
  // or a rematch it read as a second, contrary offer.
  if (f.step !== null && (f.offer === 'puzzle' || f.offer === 'play')) news.push(NEWS_WORDS.step(f.step));
  if (f.firstDay) news.push({ ...(f.waiting ? NEWS_WORDS.startsWith : NEWS_WORDS.firstDay), days: true });
  if (news.length === 0) return { words: hello, short: hello };
  // A game finished today is what the player has in mind: said first, every time.
  const pick: TellingNews =
    result && f.last!.daysAgo === 0 ? result : news[f.turn % Math.min(2, news.length)]!;
  return { words: `${hello} · ${pick.words}`, short: pick.short, ...(pick.days ? { days: true } : {}) };
}
