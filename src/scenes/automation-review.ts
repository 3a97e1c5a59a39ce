// The review as the automation hook reports it.

import { markOf } from '../ai/coach/marks.ts';
export { lastRetryVerdict } from './retry.ts';
import { reviewShown } from './review.ts';
import type { ReviewHookState } from './automation-hook.ts';

export function reviewHookState(): ReviewHookState | null {
  const shown = reviewShown();
  if (!shown) return null;
  const { review, ply, end, cells } = shown;
  return {
    shownMove: ply,
    cells,
    moves: review.reviewed.flatMap((r) => (r ? [{ index: r.index, move: r.move, best: r.best, cost: r.cost, exact: r.exact, mark: markOf(r.cost) }] : [])),
    done: end?.done === true,
    error: end && !end.done ? end.error : null,
    ms: end?.done ? end.ms : null,
  };
}
