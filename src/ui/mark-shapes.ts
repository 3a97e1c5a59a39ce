// Colour-blind marks, as data: one shape per colour, the same on every screen (green a dot, red a
// ring, blue a plus, fuchsia a diamond, yellow a bar). cell-marks.ts draws them.

import type { PaletteName } from './palette.ts';

export type MarkShape = 'dot' | 'ring' | 'plus' | 'diamond' | 'bar';

/** The key: each colour's mark. */
export const MARK_OF: Readonly<Record<PaletteName, MarkShape>> = {
  green: 'dot',
  red: 'ring',
  blue: 'plus',
  fuchsia: 'diamond',
  yellow: 'bar',
};

/** The two players' marks for a picture of their game in `palettes` (a palette name each), or null with the marks off. */
export function pictureMarkShapes(
  palettes: readonly string[],
  marks: boolean,
): readonly [MarkShape, MarkShape] | null {
  if (!marks) return null;
  return [MARK_OF[palettes[0] as PaletteName], MARK_OF[palettes[1] as PaletteName]];
}
