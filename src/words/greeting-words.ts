// The today card's first line for a player coming back: a hello, varied, and the one thing that
// happened or waits for them (the last game's result, the days in a row, the ladder's next step),
// warm and never pressing. screens/menu/greeting.ts picks which.

/** The hello by the hour on the device's clock; `turn` varies it from visit to visit. */
export function helloWords(o: {
  hour: number | null;
  away: boolean;
  firstDay: boolean;
  turn: number;
}): string {
  if (o.firstDay) return 'Hello';
  // Every other pair of visits, so the hello and the news beside it (which take turns visit by visit) pair up all ways.
  const other = Math.floor(o.turn / 2) % 2 === 1;
  if (o.away) return other ? 'Good to see you' : 'Welcome back';
  const { hour } = o;
  if (hour === null || hour < 5 || hour >= 23) return other ? 'Hello again' : 'Welcome back';
  if (o.turn % 3 === 2) return 'Hello again';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The news, whole ("you beat Easy by 12 yesterday") and short for a narrow card ("You beat Easy yesterday"). */
export interface NewsWords {
  words: string;
  short: string;
}

const when = (daysAgo: number) => (daysAgo <= 0 ? 'today' : 'yesterday');

/** The last game against an opponent, today or yesterday: a win by how much, a draw (greeting.ts says no loss; a near miss and a loss are said kindly where asked). */
export function resultNews(g: {
  daysAgo: number;
  opponent: string;
  margin: number;
  close: boolean;
  turn: number;
}): NewsWords {
  const at = when(g.daysAgo);
  if (g.margin > 0)
    return g.turn % 2 === 0
      ? { words: `you beat ${g.opponent} by ${g.margin} ${at}`, short: `You beat ${g.opponent} ${at}` }
      : { words: `a fine win over ${g.opponent} ${at}`, short: `A fine win ${at}` };
  if (g.margin === 0) return { words: `a draw with ${g.opponent} ${at}: all square`, short: `A draw ${at}` };
  if (g.close)
    return {
      words: `${g.opponent} won by just ${-g.margin} ${at}: so close`,
      short: `So close ${at}`,
    };
  return { words: `${g.opponent} won ${at}: a fresh game awaits`, short: 'A fresh game awaits' };
}

export const NEWS_WORDS = {
  /** Days in a row, today already played. */
  run: (days: number): NewsWords => ({ words: `${days} days in a row`, short: `${days} days in a row` }),
  /** Days in a row up to yesterday: today would add one (said as a fact, not a warning). */
  runOn: (days: number): NewsWords => ({
    words: `${days} days in a row: today makes ${days + 1}`,
    short: `${days} days in a row`,
  }),
  /** Nothing played yesterday or today: a missed day said kindly, as a fresh start. */
  away: { words: 'your cells missed you: a new run starts today', short: 'A new run starts today' },
  step: (n: number): NewsWords => ({ words: `step ${n} of the ladder is next`, short: `Step ${n} is next` }),
  firstDay: {
    words: 'a good start: come back tomorrow for 2 days in a row',
    short: 'A good start today',
  },
  /** A first day with a game lost and nothing won yet: what starts the run, never a verdict. */
  startsWith: {
    words: "a win or today's puzzle starts your run of days",
    short: "A win or today's puzzle starts a run",
  },
} as const;
