// What the game earned arrives with the sheet, decided without Phaser: the ladder's stars and the
// moments' ribbons ("First win against Easy!", "Today's win ✓") are known at the game's end (nothing
// waits on the review), so they stand whole in the sheet's first frame and are then marked in
// order: the new stars swell one by one, each ribbon glows after them, the first ribbon of a win
// with no new stars within the sheet's opening half-second. Under reduced motion, or on a redraw,
// nothing is marked: they are simply there.

import { starLanding, type EndingPlan } from './ending.ts';
import type { Earned } from './results-earned.ts';

/** A ribbon's glow after the last new star's swell, and after the ribbon before it, in ms. */
export const RIBBON_AFTER_STAR_MS = 150;
export const RIBBON_GAP_MS = 200;
/** The first ribbon's glow where no star swells before it: within the sheet's opening half-second. */
export const RIBBON_FIRST_MS = 250;

export interface RibbonShown {
  title: string;
  detail: string | null;
  /** When it glows, in ms after the sheet's first frame; null: it is simply there. */
  glowAt: number | null;
}

export interface RewardsShown {
  /** When each new star swells, in ms after the sheet's first frame, in order. */
  stars: number[];
  /** Each ribbon, drawn whole in the sheet's first frame, and when it glows. */
  ribbons: RibbonShown[];
}

/** The rewards of `earned` as the sheet shows them; `marked`: its entrance plays (a first showing, motion allowed). */
export function rewardsShown(
  plan: Pick<EndingPlan, 'still' | 'show'>,
  earned: Earned,
  marked: boolean,
): RewardsShown {
  const mark = marked && !plan.still && plan.show.starsLand;
  const newStars = earned.ladder?.newStars.filter(Boolean).length ?? 0;
  const stars = mark ? Array.from({ length: newStars }, (_, k) => starLanding(k).at) : [];
  const first = stars.length > 0 ? stars.at(-1)! + RIBBON_AFTER_STAR_MS : RIBBON_FIRST_MS;
  return {
    stars,
    ribbons: earned.moments.map((m, k) => ({
      title: m.title,
      detail: m.detail ?? null,
      glowAt: mark ? first + RIBBON_GAP_MS * k : null,
    })),
  };
}
