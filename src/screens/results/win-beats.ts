// The weight a win gets before and with its numbers, decided without Phaser: a run of wins said
// under the board's "You won!" while the board celebrates, the margin said once the figures over it
// are final, and each new star's small burst as it lands. A draw and a loss stay
// quiet (nothing counts, nothing bursts); under reduced motion the numbers are there at once and
// nothing bursts, the run of wins still said, simply there.

import type { MatchResult } from '../../game/events.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { CELEBRATE_MS, type EndingPlan } from './ending.ts';
import { earnedBy } from './results-earned.ts';

/** The pieces that fly out of a new star as it lands. */
export const STAR_BURST_PIECES = 10;

/** How long the run of wins stands under the board's headline, at least: read, not glimpsed. */
export const RUN_LINE_LEAST_MS = 1000;

/** How long the margin's words take to fade in once the figures over them are final. */
export const MARGIN_FADE_MS = 250;

/**
 * When the margin's words ("By 17 points against Easy") show, in ms after the sheet's first frame:
 * only once the score line over them says its final figures, so the two never disagree (review: "By
 * 2 points" under "You 88 – 71" while it counted). Where the figures are final from the first frame
 * (the whole sheet), at once; where they count up from 0 (the short sheet, `scoresCountMs`), as the
 * count ends; under reduced motion, at once.
 */
export function marginShownAt(plan: Pick<EndingPlan, 'still'>, scoresCountMs: number): number {
  return plan.still ? 0 : Math.max(0, scoresCountMs);
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
