// A win's count on the board, decided without Phaser: as the celebration's wave reaches each ring of
// the winner's cells (celebrationDelays, outward from the last move), their numbers are added to the
// winner's panel and big over the board's middle, so the score counts up from nothing to the final one in step with the cells
// dividing, each ring with a divide sound a little higher than the last; it lands with the panel's
// pop well before the sheet. Reduced motion (a plan with no wave): no count and no run of sounds, the
// final numbers standing from the start.

import { firstNumberAt, type EndingPlan } from './ending.ts';

/** One of the winner's cells in the wave: when the wave reaches it (ms after the ending begins), and its number. */
export interface TalliedCell {
  at: number;
  value: number;
}

/** A step of the count: at `at` ms the winner's panel counts to `score` over `ms`; a divide sound plays at `rate` (null: none). */
export interface TallyStep {
  at: number;
  score: number;
  ms: number;
  rate: number | null;
}

/** How long the last ring's count takes to land on the final score. */
export const TALLY_LAND_MS = 220;
/** The divide sound's first pitch and its rise per ring, up to the highest (a run that climbs, never shrill). */
export const TALLY_RATE_FROM = 0.9;
export const TALLY_RATE_STEP = 0.1;
export const TALLY_RATE_TOP = 1.7;
/** At most this many rings sound; a big board's further rings count silently (a run, not a rattle). */
export const TALLY_SOUNDS = 8;

/**
 * The winner's count, ring by ring: the panel first drops to 0 (step 0), then every ring adds its
 * cells' numbers, counting over the time to the next ring; the last step lands exactly on `final`
 * (the panel's score, which may count more than the cells' numbers: the rules' score). Empty when
 * `plan` has no wave (a draw, a loss, reduced motion) or there is nothing to count.
 */
export function winTally(plan: EndingPlan, cells: readonly TalliedCell[], final: number): TallyStep[] {
  if (!plan.show.wave || plan.kind === 'loss' || plan.kind === 'draw' || cells.length === 0 || final <= 0)
    return [];
  const rings = new Map<number, number>();
  for (const c of cells) rings.set(c.at, (rings.get(c.at) ?? 0) + c.value);
  const times = [...rings.keys()].sort((a, b) => a - b);
  const total = [...rings.values()].reduce((a, b) => a + b, 0);
  // From nothing as the wave begins, wherever its first ring of the winner's cells is.
  const steps: TallyStep[] = [{ at: 0, score: 0, ms: 0, rate: null }];
  let sum = 0;
  times.forEach((at, k) => {
    sum += rings.get(at)!;
    const last = k === times.length - 1;
    // Shared out in proportion, so the count ends on the panel's own final score whatever it counts.
    const score = last || total <= 0 ? final : Math.round((final * sum) / total);
    const next = last ? at + TALLY_LAND_MS : times[k + 1]!;
    const rate =
      k < TALLY_SOUNDS ? Math.min(TALLY_RATE_TOP, +(TALLY_RATE_FROM + TALLY_RATE_STEP * k).toFixed(2)) : null;
    steps.push({ at, score, ms: Math.max(60, next - at), rate });
  });
  return steps;
}

/** When the count has landed on the final score, in ms after the ending begins (0: no count). */
export function tallyLandsAt(steps: readonly TallyStep[]): number {
  const last = steps.at(-1);
  return last ? last.at + last.ms : 0;
}

/** The score the count says `t` ms after the ending begins: each step counted evenly from the one before. */
export function countShownAt(steps: readonly TallyStep[], t: number): number {
  let shown = 0;
  for (const step of steps) {
    if (t < step.at) break;
    const part = step.ms <= 0 ? 1 : Math.min(1, (t - step.at) / step.ms);
    shown = Math.round(shown + (step.score - shown) * part);
    if (part < 1) return shown;
  }
  return shown;
}

/**
 * The winner's count big over the board's middle (a count in a panel alone went unseen: the finale
 * is on the board): it shows as the wave begins, lands on the final score with a pop, stands until
 * the sheet comes, and goes with it. Null where nothing counts (a draw, a loss, reduced motion).
 */
export function bigCount(
  plan: EndingPlan,
  steps: readonly TallyStep[],
): { landsAt: number; goesAt: number; final: number } | null {
  if (steps.length === 0) return null;
  return { landsAt: tallyLandsAt(steps), goesAt: firstNumberAt(plan), final: steps.at(-1)!.score };
}
