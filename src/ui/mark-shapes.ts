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
