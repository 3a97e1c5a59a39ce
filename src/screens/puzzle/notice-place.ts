// Where the puzzle screen's notices stand ("Link copied: it opens this puzzle.", a bad puzzle link),
// without Phaser: in the free room between the verdict's words and the bar where two lines fit,
// else over the verdict's band, whose words step aside while a notice shows. Never over the title.

import type { SlotRect } from '../builder/notice-slot.ts';

/** Two lines of notice text, in CSS px (three at its smallest size). */
export const NOTICE_LINES = 42;

/**
 * `words` is the column the verdict stands in (its x and width), `wordsBottom` the verdict's lowest
 * edge now (its band's top while it is empty), `band` the verdict's band, `barTop` the bar's top
 * edge, `gap` the space kept to each; all in device px, `dpr` of them per CSS px.
 */
export function puzzleNoticePlace(o: {
  words: { x: number; width: number };
  wordsBottom: number;
  band: { top: number; height: number };
  barTop: number;
  gap: number;
  dpr: number;
}): { slot: SlotRect; coversVerdict: boolean } {
  const least = NOTICE_LINES * o.dpr;
  const room = o.barTop - o.gap - (o.wordsBottom + o.gap);
  if (room >= least) {
    const height = Math.min(room, least * 1.5);
    return { slot: { ...o.words, y: o.barTop - o.gap - height, height }, coversVerdict: false };
  }
  const height = Math.max(o.band.height, least);
  return {
    slot: { ...o.words, y: Math.min(o.band.top, o.barTop - o.gap - height), height },
    coversVerdict: true,
  };
}
