// The menu's "today" card for a player coming back: the days in a row that count (a day with a game
// won or today's puzzle played), a missed day said kindly as a fresh start, and today's small goal with its ticks.

/** A day played today with none the day before: no run to speak of yet, only a start. */
const START = 'A good start today';
/** What counts a day, said where a game was lost today and nothing counted yet. */
const STARTS = "A win or today's puzzle starts a run of days";
const KEEPS = "a win or today's puzzle keeps it going";

/** The run as today-card.ts counts it: days in a row with a win or the day's puzzle. */
export interface StreakFacts {
  days: number;
  /** Today counts already. */
  today: boolean;
  /** A day counted before the run. */
  before: boolean;
  /** Played today (a game lost), not counted yet. */
  playedOnly?: boolean;
}

/**
 * The days-in-a-row line: "3 days in a row" from the second day; a first day played is a good
 * start with tomorrow's step (one day is no run yet), a missed day a fresh start, never a loss.
 */
export function streakWords(s: StreakFacts): string {
  const run = `${s.days} day${s.days === 1 ? '' : 's'} in a row`;
  if (s.today) return s.days > 1 ? run : `${START}: come back tomorrow for 2 days in a row`;
  if (s.playedOnly) return s.days > 0 ? `${run} · ${KEEPS}` : `${STARTS}`;
  if (s.days > 0) return `${run} · keep it going today`;
  return s.before ? 'A new streak starts today' : 'Play today to start a streak';
}

export const TODAY_WORDS = {
  /** Today's goal, item by item: a win against an opponent, and the daily puzzle played to its end. */
  win: 'Win a game',
  puzzle: "Today's puzzle",
  /** Before the goal's ticks, and the card's name said aloud. */
  heading: 'Today',
  /** With every item ticked: the card opens Your games. */
  allDone: 'All done today',
} as const;

/**
 * The puzzle's item of today's goal: its tick means played to its end (what keeps the days in a
 * row), so a daily whose answer was shown says so beside the tick, never passing for a solve.
 */
export function puzzleGoalWords(run: { solvedToday: boolean; playedToday: boolean }): string {
  return run.playedToday && !run.solvedToday ? `${TODAY_WORDS.puzzle}: answer seen` : TODAY_WORDS.puzzle;
}

/**
 * The goal's items in fewer words, for a card too narrow for them side by side (an upright phone's
 * cut "✓ Today's puzzle: answe…"): the card is today's already, so "Puzzle" says it.
 */
export function goalShortWords(
  id: 'win' | 'puzzle',
  run: { solvedToday: boolean; playedToday: boolean },
): string {
  if (id === 'win') return 'A win';
  return run.playedToday && !run.solvedToday ? 'Puzzle: answer seen' : 'Puzzle';
}

/** Under the number on the card's disc, so it reads as days in a row, not a level: "1 day", "3 days". */
export function discUnit(days: number): string {
  return days === 1 ? 'day' : 'days';
}

/**
 * The card said aloud: "Today: 3 days in a row. Yesterday you beat Hard. Win a game: done; Today's
 * puzzle: to do." Each part is one sentence, its " · " said as a comma and its stop added only where
 * it has none ("Warm up with Medium?" stays a question, never "?.").
 */
export function todaySaid(parts: {
  said: readonly string[];
  goal: readonly { words: string; done: boolean }[];
}): string {
  const goal = parts.goal.map((g) => `${g.words}: ${g.done ? 'done' : 'to do'}`).join('; ');
  const [first, ...rest] = [...parts.said, goal].filter(Boolean);
  return [`${TODAY_WORDS.heading}: ${first ?? ''}`, ...rest].map(sentence).join(' ');
}

/** One sentence of the card aloud: its dots said as commas, a capital first, a stop at the end unless it asks. */
function sentence(words: string): string {
  const said = words.replaceAll(' · ', ', ').trim();
  const capital = said.charAt(0).toUpperCase() + said.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
}

/** The same for a narrow card, without the nudge: "3 days in a row", "A good start today", "A new streak starts today". */
export function streakShort(s: StreakFacts): string {
  if (s.days === 1 && s.today) return START;
  if (s.days > 0) return `${s.days} day${s.days === 1 ? '' : 's'} in a row`;
  return streakWords(s);
}

/**
 * Today's puzzle's card beside the today card: how today's stands ("Solved today: a new one
 * tomorrow"), and the puzzle's own streak where there is one to keep (two days or more, named a
 * puzzle streak so it is not read as the today card's days in a row); a missed day said as a fresh
 * start, never a loss.
 */
export function puzzleTodayWords(p: {
  solvedToday: boolean;
  playedToday: boolean;
  begun?: boolean;
  /** The puzzle's days in a row, today's too once played (dailyRun's days). */
  streak?: number;
  /** A daily was played to its end on an earlier day: a run of none now means a day was missed. */
  before?: boolean;
}): string {
  const streak = p.streak ?? 0;
  const run = streak > 1 ? ` · ${streak}-day puzzle streak` : '';
  if (p.solvedToday) return `Solved today: a new one tomorrow${run}`;
  if (p.playedToday) return `Answer shown today: a new one tomorrow${run}`;
  // Tries made and the puzzle left: it carries on with them (puzzle-tries.ts).
  if (p.begun) return 'Begun today: carry on where you left off';
  if (streak > 1) return `${streak}-day puzzle streak: today's keeps it going`;
  if (streak === 0 && p.before) return "Missed a day? No matter: today's starts a new streak";
  return 'Waiting for you: a new one every day';
}
