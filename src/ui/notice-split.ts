// Where the notices in sight stand when they do not all fit the place chosen for them: on a
// tablet's first game the hold tip and the long rule tip come together, and the column's band
// under the panels' block holds one of them, not both (the second ran off the screen's foot).

import type { Rect } from './board-geometry.ts';
import { overlaps } from './notice-place.ts';

/** The older notices' place, away from the newest: how many of them go there, and where (game px). */
export interface NoticesSplit {
  older: number;
  at: Rect;
}

/** The height of `heights` stacked with `gap` between them. */
const stacked = (heights: readonly number[], gap: number) =>
  heights.reduce((sum, h) => sum + h, 0) + gap * Math.max(0, heights.length - 1);

/**
 * Where the notices in sight (`heights`, oldest first, game px) stand when they do not fit whole in
 * `place` from `top`: the newest stay there, by the person's panel, and the fewest older ones that
 * must go stand whole in the highest other band of `others` that holds them, clear of `keepOff` (the
 * coach's words, the aim's bubble) and of the place itself, in the middle of its height. Null where
 * they all fit, or no band holds the older ones: the place then shows the newest alone, fitted to it.
 */
export function noticesSplit(
  place: Rect,
  top: number,
  heights: readonly number[],
  gap: number,
  others: readonly Rect[],
  keepOff: readonly Rect[],
): NoticesSplit | null {
  const room = place.y + place.height - top;
  if (heights.length < 2 || stacked(heights, gap) <= room + 0.5) return null;
  // The highest band first: a column's band over the panels' block, under the way out, not the
  // forecast's room inside the block.
  const bands = others
    .filter((b) => !overlaps(b, place) && !keepOff.some((r) => overlaps(r, b)))
    .sort((p, q) => p.y - q.y);
  for (let older = 1; older < heights.length; older++) {
    if (stacked(heights.slice(older), gap) > room + 0.5) continue;
    const need = stacked(heights.slice(0, older), gap);
    const band = bands.find((b) => b.height >= need && b.width >= place.width * 0.9);
    if (band) {
      const y = band.y + (band.height - need) / 2;
      // In line with the place where the band spans it (the column's width, as they were measured).
      const spans = band.x <= place.x && band.x + band.width >= place.x + place.width;
      const across = spans ? { x: place.x, width: place.width } : { x: band.x, width: band.width };
      return { older, at: { ...across, y, height: need } };
    }
  }
  return null;
}
