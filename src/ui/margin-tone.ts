// The colour of a Best moves number on a square, without Phaser. The best squares' numbers are mint
// like their rings, another square that still finishes ahead or level reads pale, and a square that
// finishes behind reads grey, dimmer the further behind, with its minus sign: never a warm red or
// orange, which a player reads as the opponent's colour (red, fuchsia, the seed's hard opponents),
// nor any player's colour at all (tests/ui/margin-tone.test.ts checks every palette and every
// colour vision).

/** The best squares' numbers: the mint of their rings. */
export const BEST_TONE = '#7af0c0';
/** Ahead, not the best: a pale mint. */
export const AHEAD_TONE = '#d2f2e2';
/** Level: plain white-grey. */
export const LEVEL_TONE = '#e4ebed';
/** Behind, the nearer half: a light grey. */
export const BEHIND_TONE = '#b0b8ba';
/** Behind, the further half: a dimmer grey, still readable on the numbers' dark stroke. */
export const FAR_BEHIND_TONE = '#9aa2a4';

/**
 * The CSS colour of `margin` (clipped) among the overlay's numbers, from `low` (the worst shown)
 * to `top` (the best shown).
 */
export function marginTone(margin: number, low: number, top: number): string {
  if (margin === top) return BEST_TONE;
  if (margin > 0) return AHEAD_TONE;
  if (margin === 0) return LEVEL_TONE;
  // Behind: the further half of the way down to the worst shown is dimmer.
  const t = low >= 0 ? 1 : margin / low;
  return t > 0.5 ? FAR_BEHIND_TONE : BEHIND_TONE;
}
