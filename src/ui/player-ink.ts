// A player's colour as words on the glass (a score panel's figure, the results' score line, a
// chart's name): the palette's own colour where it reads at 4.5:1 on the glass's lit top (WCAG 2.2,
// 1.4.3, as for any text: an opponent's score chip read dark beside the person's green),
// else lifted toward white only as far as it must be, so it stays its colour's tint.

import type { Rgb } from './art/colour-vision.ts';
import { contrastRatio, over } from './contrast.ts';
import { palette, type PaletteName } from './palette.ts';
import { GLASS } from './tokens.ts';

/** Every player's words read at 4.5:1, as strongly as the person's green (7:1) nearly. */
export const PLAYER_INK_CONTRAST = 4.5;

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
