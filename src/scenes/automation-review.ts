// The review as the automation hook reports it.

import { markOf } from '../ai/coach/marks.ts';
export { lastRetryVerdict } from './retry.ts';
import { reviewShown } from './review.ts';
import type { ReviewHookState } from './automation-hook.ts';
import { pageBox, type ToPage } from './automation-page.ts';

export function reviewHookState(toPage: ToPage): ReviewHookState | null {
  const shown = reviewShown();
  if (!shown) return null;
  const { review, ply, end, cells, progress, progressBox, boardBox, key } = shown;
  return {
    shownMove: ply,
    cells,
    links: shown.links,
    moves: review.reviewed.flatMap((r) => (r ? [{ index: r.index, move: r.move, best: r.best, cost: r.cost, exact: r.exact, mark: markOf(r.cost) }] : [])),
    done: end?.done === true,
    progress,
    progressBox: pageBox(toPage, progressBox),
    error: end && !end.done ? end.error : null,
    ms: end?.done ? end.ms : null,
    boardBox: pageBox(toPage, boardBox),
    key: { box: pageBox(toPage, key.box), words: key.words },
  };
}
