// The ink of a move's floating "+N": a dark plate behind the number and the mover's colour, lifted
// toward white only as far as it must be to read on that plate, whatever cell it floats over (a gain
// in the mover's colour floats over the mover's own cells): the ink is chosen against the plate over
// the lightest cell of every palette (both players, every pair a board can show).

import type { Rgb } from './art/colour-vision.ts';
import { contrastRatio, luminance, over, rgbOf, type Colour } from './contrast.ts';
import { PALETTES } from './palette.ts';

/** Large bold type reads at 3:1 (WCAG 2.2, 1.4.3): a gain is bold and at least 16 CSS px. */
export const GAIN_CONTRAST = 3;

/** The plate under a gain's number: the glass's darkest tone, nearly opaque. */
export const GAIN_PLATE = { colour: 0x06141a, alpha: 0.88 } as const;

/** What the eye sees of the plate over `under`. */
export function plateOver(under: Colour): Rgb {
  return over(GAIN_PLATE.colour, GAIN_PLATE.alpha, under);
}

/** The plate at its lightest: over the lightest cell colour of any palette. */
const LIGHTEST_BACKING: Rgb = PALETTES.map((p) => plateOver(p.rgb)).reduce((a, b) =>
  luminance(b) > luminance(a) ? b : a,
);

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
}

function css(c: Rgb): string {
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** The gain's ink for a mover of `colour`: that colour where it reads on the plate, else the least lift toward white that does. */
export function gainInk(colour: Colour): string {
  const base = rgbOf(colour);
  for (let step = 0; step <= 20; step++) {
    const ink = mix(base, [255, 255, 255] as unknown as Rgb, step / 20);
    if (contrastRatio(ink, LIGHTEST_BACKING) >= GAIN_CONTRAST) return css(ink);
  }
  return '#ffffff';
}
