// The review's type, without Phaser: the size of every kind of text it draws, from the screen's
// unit, never under the game's least (13 CSS px; the chart's axis numbers 12, textStyle draws them
// at 13). On an upright phone the progress line beside the title wraps at 14 CSS px, not the
// least: two lines of it fit the title's height. review.ts, review-key.ts and the chart draw at these.

import { SECONDARY_CSS } from '../../ui/secondary-text.ts';
import { chartType } from '../../ui/chart-axis.ts';

export interface ReviewType {
  title: number;
  /** Upright, the header's one line ("Review · move 33 of 42") in the title's place. */
  header: number;
  /** The progress line beside the title where it fits on one line, and the size it wraps at. */
  progress: number;
  progressSmall: number;
  score: number;
  /** The shown move's line, the key's words (before it shrinks to the width, never under the least). */
  line: number;
  key: number;
  /** The list's rows at most (review-list.ts fits them to the row's height). */
  list: number;
  chartTitle: number;
  chartName: number;
  axis: number;
  button: number;
}

/** The least size of the shown move's line, in CSS px: it is read whole on a phone, never squeezed smaller. */
export const LINE_LEAST_CSS = 15;

/** The review's sizes in game pixels at unit `u`, `dpr` device pixels per CSS px, upright or not. */
export function reviewType(u: number, dpr: number, portrait: boolean): ReviewType {
  const least = (size: number, css = SECONDARY_CSS) => Math.max(size * u, css * dpr);
  const chart = chartType(u, dpr);
  const progressSmall = least(13, portrait ? SECONDARY_CSS + 1 : SECONDARY_CSS);
  return {
    title: least(30),
    header: least(21),
    progress: Math.max(least(16), progressSmall),
    progressSmall,
    score: least(18),
    // The shown move's line is the review's most read words (what a move cost and the better one): 15 CSS px at least.
    line: least(17, LINE_LEAST_CSS),
    key: least(15),
    list: least(17),
    chartTitle: chart.title,
    chartName: chart.name,
    axis: chart.number,
    button: least(16),
  };
}
