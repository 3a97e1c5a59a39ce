// How the results' entrance looks at each moment, without Phaser. The sheet stands in its place
// from its first frame, every button where a finger will find it (reviewer 33: a sheet rising under
// a finger took a tap aimed at one button somewhere else); what arrives is its headline, large from
// the first frame: a win's lands from a little larger than its size, a draw's or a loss's brightens
// from half. Each runs on the game's clock (the tests' speed ends it at once) and on the wall clock
// at the same time, the further one winning: a busy phone draws few frames, and the game's clock
// then crawls (a frame late by more than 200 ms counts as an ordinary one).

import type { EndingShow } from './ending.ts';

/** Overshoot of the win headline's landing (Phaser's Back.easeOut default). */
const OVERSHOOT = 1.70158;

/** How much larger than its size a win's headline starts: in every frame it reads as the headline. */
export const HEADLINE_FROM = 1.2;
/** How bright a draw's or a loss's headline starts: seen from the first frame, calm. */
export const FADE_FROM = 0.55;

/** Progress 0–1: the game clock's (`tweened`) or the wall clock's (`wallMs` of `ms`), whichever is further. */
export function entranceProgress(tweened: number, wallMs: number, ms: number): number {
  if (ms <= 0) return 1;
  return Math.min(1, Math.max(0, tweened, wallMs / ms));
}

/** The eased share of the way done at progress `t`: Back.easeOut overshoots a little before it settles. */
export function eased(t: number, ease: 'Back.easeOut' | 'Cubic.easeOut', overshoot = OVERSHOOT): number {
  if (t >= 1) return 1;
  const u = t - 1;
  return ease === 'Back.easeOut' ? 1 + (overshoot + 1) * u ** 3 + overshoot * u ** 2 : 1 + u ** 3;
}

/** The headline's scale and opacity at progress `t` of its entrance: exactly its size and opaque at the end. */
export function headlineLook(headline: EndingShow['headline'], t: number): { scale: number; alpha: number } {
  if (headline === 'bounce')
    return { scale: HEADLINE_FROM - (HEADLINE_FROM - 1) * eased(t, 'Back.easeOut'), alpha: 1 };
  if (headline === 'fade') return { scale: 1, alpha: FADE_FROM + (1 - FADE_FROM) * Math.min(1, t) };
  return { scale: 1, alpha: 1 };
}

/** The most the results' clocks run ahead to keep up with the wall clock. */
export const CATCH_UP_MOST = 10;

/**
 * How much faster the results' clocks run for a frame that took `wallMs` while the game's clock
 * stepped `stepMs`: as much as it lagged (1: none), at most CATCH_UP_MOST. The stars and a
 * moment's ribbon land on time on a busy phone.
 */
export function catchUpScale(wallMs: number, stepMs: number): number {
  if (!(stepMs > 0) || !(wallMs > stepMs)) return 1;
  return Math.min(CATCH_UP_MOST, wallMs / stepMs);
}
