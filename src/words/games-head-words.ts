// Your games' words over the list: the player's record in a few numbers, the days' headings between
// the rows ("Today", "Yesterday", "Thursday 3 Dec") and a row's result badge and its best win's.

export const GAMES_HEAD_WORDS = {
  games: 'Games',
  won: 'Won',
  run: 'Wins in a row',
  best: 'Best run',
  days: 'Days in a row',
  today: 'Today',
  yesterday: 'Yesterday',
  /** The badge on the row of the best win (over the strongest opponent, then the widest). */
  bestWin: 'Best win',
  /** A row's result badge, by how it ended for the person. */
  badge: { win: 'WIN', loss: 'LOSS', draw: 'DRAW' },
} as const;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day's heading in the list, for a day two or more back: "Thursday 3 Dec", with its year when not this one's. */
export function dayHeading(day: Date, thisYear: number): string {
  const date = `${DAYS[day.getDay()]} ${day.getDate()} ${MONTHS[day.getMonth()]}`;
  return day.getFullYear() === thisYear ? date : `${date} ${day.getFullYear()}`;
}

/**
 * Under the numbers, the best win, the opponent first as it is ranked by it, so a player sees why
 * it beat a wider win over a gentler one: "Best win: Medium on Square 8×8, by 19".
 */
export function bestWinLine(opponent: string, board: string, margin: number): string {
  return `Best win: ${opponent} on ${board}, by ${margin}`;
}

/** A run of wins going, under its number: "best 4". */
export function bestRunNote(best: number): string {
  return `best ${best}`;
}
