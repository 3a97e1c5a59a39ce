// The results' score line, "Bartholomew…  84  –  76  Ana": two sides standing either side of the
// dash, each within its half of the card. Shrunk together first (never under the least readable
// scale), then each name too long for its half is cut with an ellipsis; the scores stay whole.

import { shortenName } from './hud-name.ts';

export interface ScoreLineFit {
  /** The names as shown, cut where they must be. */
  names: [string, string];
  /** The scale both sides are drawn at. */
  scale: number;
}

/**
 * `width(side, name)` is that side's width at scale 1 showing `name` with its score; `half` the room
 * from the card's centre to its inner edge; `gap` the space from the centre to each side at scale 1.
 */
export function fitScoreLine(
  names: [string, string],
  width: (side: 0 | 1, name: string) => number,
  half: number,
  gap: number,
  least: number,
): ScoreLineFit {
  const widest = Math.max(width(0, names[0]), width(1, names[1]));
  const scale = Math.max(Math.min(1, least), Math.min(1, half / (widest + gap)));
  // The scale was made to fit the widest side exactly: read back, it may be a hair (rounding) over,
  // which cut a whole level's name ("Adapti…") that stands at that very width.
  const fits = (side: 0 | 1) => (shown: string) => (width(side, shown) + gap) * scale <= half * (1 + 1e-9);
  return { names: [shortenName(names[0], fits(0)), shortenName(names[1], fits(1))], scale };
}
