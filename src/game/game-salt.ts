// A game's own number, drawn when a new game starts: Easy and Medium mix it into their draws
// (ai/gentle.ts, ai/slips.ts), so two games against them go their own ways, while the game's save,
// its place in Your games and its links keep the number and replay it move for move. A game from
// before games had one (an old save, kept game or link) plays as number 0, as it was played. The
// number also says which Easy a game meets: games drawn today have numbers from `KIND_FROM`
// (2^33 + 2^32) on and meet today's Easy; numbers below it were drawn before, and their retries and
// links meet the Easy they were played against (ai/gentle.ts, `easyPlay`). Numbers from
// `MARGINS_FROM` (one word above `KIND_FROM`) meet the same Easy and Medium, and say the game was
// played for the ladder's second stars as they are asked today (screens/history/ladder.ts): a win kept
// from before keeps the star it was played for.

import { KIND_FROM } from '../ai/gentle.ts';

/** One 32-bit word of numbers: how many a game may draw. */
const WORD = 2 ** 32;

/** Game numbers from this one on were drawn once the ladder asked today's second-star margins. */
export const MARGINS_FROM = KIND_FROM + WORD;

/** The largest number a game may have: one 32-bit word above `MARGINS_FROM`. */
export const MAX_SALT = MARGINS_FROM + WORD - 1;

/** Whether a value read back (a save, a kept game, a link) is a game's number. */
export function isSalt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SALT;
}

/** A new game's number, from `MARGINS_FROM` on (0 is a game from before numbers). */
export function drawSalt(random: () => number = Math.random): number {
  return MARGINS_FROM + Math.floor(random() * WORD);
}
