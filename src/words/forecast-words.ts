// The forecast's words where its estimate cannot stand (screens/game/forecast-stakes.ts decides):
// under capture a single capture can swing the game by more than the lead the estimate sees, so
// the bar says so plainly, with what one capture could take, rather than a margin it cannot back.

/** "Too close to call: a capture could take 40": the head "Best play from here" left out, so it fits a phone. */
export function tooCloseWords(points: number, byConnections = false): string {
  const what = byConnections ? `${points} connection${points === 1 ? '' : 's'}` : `${points}`;
  return `Too close to call: a capture could take ${what}`;
}

/** What the review and the board call the coach's estimate (game/forecast-guess.ts): "a guess". */
export const A_GUESS = 'a guess';

/**
 * The board's words for a forecast that is the coach's guess (game/forecast-guess.ts), said as the
 * review says it, with its band: "Too early to tell: a guess, you finish about 15 ahead". `margin`
 * is player 1's, already in its band; `viewer` the person's seat, null to say it by name.
 */
export function guessForecastWords(
  margin: number,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
  byConnections = false,
): string {
  const head = `Too early to tell: ${A_GUESS}, `;
  const size = Math.abs(Math.round(margin));
  if (size === 0) return `${head}about level`;
  const what = byConnections ? `${size} connection${size === 1 ? '' : 's'}` : `${size}`;
  const leader = margin > 0 ? 0 : 1;
  if (viewer !== null) return `${head}you finish about ${what} ${leader === viewer ? 'ahead' : 'behind'}`;
  return `${head}${names[leader]!} finishes about ${what} ahead`;
}
