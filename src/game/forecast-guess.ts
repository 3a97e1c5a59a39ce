// When a forecast is the coach's guess, and how a guess is steadied: one rule for the review's chart
// (pale bars, "hard to judge this early … a guess") and the board's live bar (drawn pale, its words
// hedged). A guess is the expert's estimate, not worked out to the end from the opening book or the
// solver: early in a game its estimates swing by ten points or more from one move to the next and
// lean towards the side to move, so a guess is steadied by its neighbours and said as a round band.

/** Whether a forecast is the coach's guess: the expert's estimate, not exact from the book or the solver. */
export function isGuess(forecast: { exact: boolean }): boolean {
  return !forecast.exact;
}

/**
 * Whether the live bar says a forecast as a guess (pale, hedged, in a band): the coach's guess in
 * the first third of the game, where its estimates swing most; later an estimate is said as one
 * ("about 6 behind") without "too early".
 */
export function isEarlyGuess(forecast: { exact: boolean }, ply: number, squares: number): boolean {
  return isGuess(forecast) && ply < squares / 3;
}

/**
 * A guess steadied by the forecasts around it: halfway between it and their mean, which cancels the
 * estimates' lean towards the side to move and keeps a real change. The review has both
 * neighbours; the live bar only the one before.
 */
export function steadied(value: number, around: readonly number[]): number {
  if (around.length === 0) return value;
  return (value + around.reduce((a, b) => a + b, 0) / around.length) / 2;
}

/** The band a guess is said in: "about 15 ahead", never "about 16" then "about 4". */
export const GUESS_BAND = 5;

/** A guess's margin rounded to its band (0 when it is within half a band of level). */
export function guessBand(margin: number): number {
  const band = Math.round(Math.abs(margin) / GUESS_BAND) * GUESS_BAND;
  return band === 0 ? 0 : Math.sign(margin) * band;
}
