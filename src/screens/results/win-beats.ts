// The weight a win gets before and with its numbers, decided without Phaser: a run of wins said
// under the board's "You won!" while the board celebrates, the margin counting up on the sheet
// before the new stars land, and each new star's small burst as it lands. A draw and a loss stay
// quiet (nothing counts, nothing bursts); under reduced motion the numbers are there at once and
// nothing bursts, the run of wins still said, simply there.

import type { MatchResult } from '../../game/events.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { CELEBRATE_MS, STAR_FIRST_MS, type EndingPlan } from './ending.ts';
import { earnedBy } from './results-earned.ts';

/** How long a win's margin counts up on the sheet ("By 2 … 34 points"), ending as the first new star lands. */
export const MARGIN_COUNT_MS = STAR_FIRST_MS;

/** The count starts here (the words stay plural: "By 2 points"); a smaller margin is simply said. */
export const COUNT_FROM = 2;

/** The pieces that fly out of a new star as it lands. */
export const STAR_BURST_PIECES = 10;

/** How long the run of wins stands under the board's headline, at least: read, not glimpsed. */
export const RUN_LINE_LEAST_MS = 1000;

/** The margin's count on the sheet: how long it counts up from 0 (0: the final number at once). */
export function marginCountMs(plan: EndingPlan, margin: number): number {
  return plan.kind === 'win' && !plan.still && margin > COUNT_FROM ? MARGIN_COUNT_MS : 0;
}

/** The number the count shows at progress `t` (0–1): from COUNT_FROM, rising fast then easing into `to`, whole points. */
export function countedAt(to: number, t: number): number {
  if (t >= 1 || to <= COUNT_FROM) return to;
  const k = Math.max(0, t);
  return Math.round(COUNT_FROM + (to - COUNT_FROM) * (1 - (1 - k) ** 3));
}

/** `line` with its first `to` (a whole number, alone) said as `shown`: "By 34 points" read as "By 12 points". */
export function countedLine(line: string, to: number, shown: number): string {
  return line.replace(new RegExp(`(?<![\\d.])${to}(?![\\d.])`), String(shown));
}

/** How many pieces burst from a new star as it lands (none for a still ending, a draw's or a loss's). */
export function starBurst(plan: EndingPlan): number {
  return plan.kind === 'win' && !plan.still ? STAR_BURST_PIECES : 0;
}

/**
 * The run of wins this game carried on, said under the board's "You won!" ("3 wins in a row"),
 * as the results' ribbon names it (moments.ts); null where the game made no such moment.
 */
export function winRunLine(result: MatchResult, kept: readonly KeptGame[]): string | null {
  if (result.winner === 0) return null;
  return earnedBy(result, kept, false).moments.find((m) => m.kind === 'streak')?.title ?? null;
}

/**
 * When the run of wins shows under the headline, in ms after the ending begins: as the headline has
 * landed (at once under reduced motion); it stays until the results, at least RUN_LINE_LEAST_MS.
 */
export function winRunLineAt(plan: EndingPlan): number {
  return plan.still ? 0 : Math.min(plan.show.headlineMs, CELEBRATE_MS - RUN_LINE_LEAST_MS);
}
