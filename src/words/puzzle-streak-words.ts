// What the daily puzzle says of its streak once solved: every day the daily is solved counts,
// however many tries it took (puzzle-history.ts); a first try is cheered and counted beside the
// streak, a solve after wrong tries is told so, kindly.
// A solve's celebration: its headline and the line under it (the streak or the count, what next).

/** A solve's try by its number after `tries` wrong ones (a daily gives three). */
const ORDINALS = ['first', 'second', 'third', 'fourth'];

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;

/**
 * After the daily's verdict, how it was solved and the streak: a first try is cheered ("First try!
 * Streak: 3 days, 2 at the first try."); after wrong tries the day counts all the same, said kindly,
 * and on which try ("Solved on your third try: today counts. Streak: 1 day."). `firstTry`: the streak's days solved at the first try, today's too.
 */
export function streakTail(streak: number, tries: number, firstTry = 0): string {
  const how =
    streak > 1 && firstTry > 0 ? `, ${firstTry === streak ? 'all' : firstTry} at the first try` : '';
  const run = streak > 0 ? `Streak: ${days(streak)}${how}.` : '';
  if (tries === 0) return `First try! ${run}`.trimEnd();
  return `Solved on your ${ORDINALS[tries] ?? `${tries + 1}th`} try: today counts. ${run}`.trimEnd();
}

/**
 * What today's daily puts at stake, said as it opens: its tries, and the streak a finish (solved, or
 * the answer shown after the tries) makes: "3 tries: finish it to make your streak 4 days."
 * `streak` is the days in a row before today.
 */
export function stakesLine(tries: number, streak: number): string {
  // The number and "tries" kept on one line (a no-break space): "3 / tries" read apart.
  return streak > 0
    ? `${tries}\u00a0tries: finish it to make your streak ${days(streak + 1)}.`
    : `${tries}\u00a0tries: finish it to start a streak.`;
}

/**
 * The stakes line once today's daily has moved on: the tries left after a wrong one ("2 tries
 * left", "1 try left"), or how it ended ("Solved: streak 4 days", "Answer shown: streak 4 days").
 */
export function stakesAfter(
  s: { state: 'left'; left: number } | { state: 'solved' | 'shown'; streak: number },
): string {
  if (s.state === 'left') return `${s.left}\u00a0${s.left === 1 ? 'try' : 'tries'} left`;
  const head = s.state === 'solved' ? 'Solved' : 'Answer shown';
  return s.streak > 0 ? `${head}: streak ${days(s.streak)}` : head;
}

/**
 * After a daily's answer was shown (its tries used, or Show answer): the day still counts for the
 * streak, said in a few words beside the answer ("Your streak goes on: 3 days, 1 at the first
 * try."; on its first day "Today still counts for your streak.").
 */
export function shownTail(streak: number, firstTry = 0): string {
  if (streak <= 1) return 'Today still counts for your streak.';
  const how = firstTry > 0 ? `, ${firstTry} at the first try` : '';
  return `Your streak goes on: ${days(streak)}${how}.`;
}

/**
 * The daily's last wrong try and the answer shown after it, in one line; margins as marginWords
 * says them: "c3 wins by 4. No tries left: the answer is e5 (wins by 9)."
 */
export function outOfTriesLine(
  wrong: { name: string; margin: string },
  answer: { name: string; margin: string },
): string {
  return `${wrong.name} ${wrong.margin}. No tries left: the answer is ${answer.name} (${answer.margin}).`;
}

/**
 * A solve's headline: a first try says so, a solve after a wrong try or two is a plainer "Solved!",
 * and one found after more (a warm-up's list of what is left narrows with each try) "Found it".
 */
export function solvedHeadline(tries: number): string {
  return tries === 0 ? SOLVED_WORDS.firstTry : tries < 3 ? SOLVED_WORDS.headline : SOLVED_WORDS.found;
}

export const SOLVED_WORDS = {
  headline: 'Solved!',
  firstTry: 'First try!',
  found: 'Found it',
  next: 'Next puzzle',
  /** A newcomer's next step after a solve while easier puzzles are offered. */
  easier: 'Another easy one',
} as const;

const puzzles = (n: number): string => `${n} puzzle${n === 1 ? '' : 's'}`;

/**
 * Under a solve's headline: the daily's streak and that a new daily comes tomorrow; another
 * puzzle's count solved. "3 days in a row · a new puzzle tomorrow".
 */
export function solvedLine(s: { daily: boolean; streak: number; solved: number }): string {
  if (!s.daily) return `${puzzles(s.solved)} solved`;
  return s.streak > 0 ? `${days(s.streak)} in a row · a new puzzle tomorrow` : 'A new puzzle tomorrow';
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A puzzle's day ("2026-11-30") as a player says it: "Monday 30 November". */
export function dayWords(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  if (Number.isNaN(date.getTime())) return day;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
