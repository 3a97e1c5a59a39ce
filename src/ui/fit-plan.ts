// How a line of text meets a width, decided without Phaser (ui/fit-text.ts draws it): kept whole
// when it fits, else shrunk down to a floor in CSS px, and past the floor wrapped at the floor's
// size. Measured in Node by the tests, drawn in Phaser by fitLine.

/** A line's fit: its scale, and the width (unscaled game px) it wraps at, or null on one line. */
export interface FitPlan {
  scale: number;
  wrapAt: number | null;
}

/**
 * The fit of a line `textWidth` wide (game px at its font size `font`) into `maxWidth`, never under
 * `floor` CSS px at `dpr` device pixels per CSS px.
 */
export function fitPlan(
  textWidth: number,
  font: number,
  maxWidth: number,
  floor: number,
  dpr: number,
): FitPlan {
  if (textWidth <= maxWidth) return { scale: 1, wrapAt: null };
  const least = Math.min(1, (floor * dpr) / font);
  const scale = maxWidth / textWidth;
  if (scale >= least) return { scale, wrapAt: null };
  return { scale: least, wrapAt: maxWidth / least };
}
