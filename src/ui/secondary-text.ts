// Secondary words: the line under a heading (the Record's sub-lines), a rule's explanation beside its
// switch (the setup's Rules tab), a header's progress (the review's). Never under 13 CSS px, in a
// colour at least 4.5:1 against the glass or the page they stand on, faded ones included.
// Phaser-free (the layout models use it): the scenes draw at these sizes and the tests check them.

/** The least secondary text, in CSS px. */
export const SECONDARY_CSS = 13;
/** The secondary colour: a little lighter than THEME.textDim, which a faded line on the glass took under 4:1. */
export const SECONDARY_COLOUR = '#a9cbd4';
/** How far a secondary line fades for something not yet reached (a locked step): it keeps 4.5:1. */
export const FADED_ALPHA = 0.75;
/** The surfaces secondary words stand on: the page's two tones and the glass body (theme.ts's THEME.background, THEME.backgroundTop, GLASS.body; a test holds them equal). */
export const SECONDARY_GROUNDS: readonly number[] = [0x0d1b1e, 0x12303a, 0x153a45];

/** A secondary font size in device pixels: the design size `size`·`u`, never under 13 CSS px. */
export function secondaryFont(size: number, u: number, dpr: number): number {
  return Math.max(size * u, SECONDARY_CSS * dpr);
}

/** `top` over `under` at `alpha`, as 0xrrggbb. */
export function mix(top: number, under: number, alpha: number): number {
  const channel = (shift: number) =>
    Math.round(((top >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha));
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

/** The WCAG contrast ratio of two colours (0xrrggbb or '#rrggbb'). */
export function contrastRatio(a: number | string, b: number | string): number {
  const value = (c: number | string) => (typeof c === 'string' ? parseInt(c.slice(1), 16) : c);
  const luminance = (c: number) => {
    const [r, g, bl] = [16, 8, 0].map((s) => {
      const v = ((c >> s) & 255) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(value(a)), luminance(value(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
