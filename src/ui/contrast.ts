// WCAG contrast between a text's colour and what stands behind it, without Phaser: words a player
// reads stand at 4.5:1 or more (WCAG 2.2, 1.4.3). Colours are 0xRRGGBB numbers or '#rrggbb' strings.

import type { Rgb } from './art/colour-vision.ts';

export type Colour = number | string | Rgb;

/** The least contrast for words (WCAG AA for text under 24 px). */
export const WORDS_CONTRAST = 4.5;

export function rgbOf(c: Colour): Rgb {
  if (Array.isArray(c)) return c as unknown as Rgb;
  const n = typeof c === 'number' ? c : parseInt((c as string).replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `top` at `alpha` over `under`: what the eye sees. */
export function over(top: Colour, alpha: number, under: Colour): Rgb {
  const [a, b] = [rgbOf(top), rgbOf(under)];
  return [0, 1, 2].map((i) => a[i]! * alpha + b[i]! * (1 - alpha)) as unknown as Rgb;
}

/** WCAG relative luminance. */
export function luminance(c: Colour): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgbOf(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Colour, b: Colour): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
