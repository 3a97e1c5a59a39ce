// How far along the results' entrance is, without Phaser: the sheet rises whole (its title, score,
// board and every button together, so nothing arrives after it) and its headline lands. Each runs on
// the game's clock (the tests' speed ends it at once) and on the wall clock at the same time, the
// further one winning: a busy phone draws few frames, and the game's clock then crawls (a frame late
// by more than 200 ms counts as an ordinary one), which kept half-built sheets in sight for seconds.

export type RiseEase = 'Back.easeOut' | 'Cubic.easeOut';

/** Overshoot of the win's rise (Phaser's Back.easeOut default) and of the headline's bounce. */
const RISE_OVERSHOOT = 1.70158;

/** Progress 0–1: the game clock's (`tweened`) or the wall clock's (`wallMs` of `ms`), whichever is further. */
export function entranceProgress(tweened: number, wallMs: number, ms: number): number {
  if (ms <= 0) return 1;
  return Math.min(1, Math.max(0, tweened, wallMs / ms));
}

/** The eased share of the way done at progress `t` (a win's overshoots a little before it settles). */
export function eased(t: number, ease: RiseEase, overshoot = RISE_OVERSHOOT): number {
  if (t >= 1) return 1;
  const u = t - 1;
  return ease === 'Back.easeOut' ? 1 + (overshoot + 1) * u ** 3 + overshoot * u ** 2 : 1 + u ** 3;
}

/** How far below its place the sheet stands at progress `t` of a rise of `distance`. */
export function riseOffset(t: number, ease: RiseEase, distance: number): number {
  return distance * (1 - eased(t, ease));
}

/** The most the results' clocks run ahead to keep up with the wall clock. */
export const CATCH_UP_MOST = 10;

/**
 * How much faster the results' clocks run for a frame that took `wallMs` while the game's clock
 * stepped `stepMs`: as much as it lagged (1: none), at most CATCH_UP_MOST. The stars and a
 * moment's ribbon land on time on a busy phone, as the sheet does.
 */
export function catchUpScale(wallMs: number, stepMs: number): number {
  if (!(stepMs > 0) || !(wallMs > stepMs)) return 1;
  return Math.min(CATCH_UP_MOST, wallMs / stepMs);
}
