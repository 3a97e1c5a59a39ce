// What the daily puzzle says of its streak once solved: a first-try solve adds a day; a solve
// after wrong tries counts as solved and holds the streak without adding to it (puzzle-history.ts).

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;

/** After the daily's verdict: "Streak: 3 days." or, after wrong tries, what the streak does instead. */
export function streakTail(streak: number, tries: number): string {
  if (tries === 0) return streak > 0 ? `Streak: ${days(streak)}.` : '';
  const after = `Solved after ${tries} wrong ${tries === 1 ? 'try' : 'tries'}`;
  return streak > 0
    ? `${after}: your streak holds at ${days(streak)}; a first-try solve grows it.`
    : `${after}: a first-try solve starts a streak.`;
}
