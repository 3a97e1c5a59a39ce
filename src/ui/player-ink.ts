// A player's colour as words on the glass (a score panel's figure, the results' score line, a
// chart's name): the palette's own colour where it reads at 3:1 on the glass's lit top (large bold
// type, WCAG 2.2, 1.4.3), else lifted toward white only as far as it must be. The colours chosen
// for colour-blind players (palette.ts) include a deep violet whose own colour stood at 2.3:1 there;
// the old red stood at 2.5.

import type { Rgb } from './art/colour-vision.ts';
import { contrastRatio, over } from './contrast.ts';
import { palette, type PaletteName } from './palette.ts';
import { GLASS } from './tokens.ts';

/** Large bold type reads at 3:1 (WCAG 2.2, 1.4.3): a score is bold and large. */
export const PLAYER_INK_CONTRAST = 3;

/** The glass at its lightest behind words: its body under the light from above. */
export const LIT_GLASS: Rgb = over(0xffffff, GLASS.light, GLASS.body);

const css = (c: Rgb): string => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

/** The ink of `name`'s words on the glass, as '#rrggbb'. */
export function playerInk(name: PaletteName): string {
  const base = palette(name).rgb;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const ink = base.map((v) => v + (255 - v) * t) as unknown as Rgb;
    if (contrastRatio(ink, LIT_GLASS) >= PLAYER_INK_CONTRAST) return css(ink);
  }
  return '#ffffff';
}
