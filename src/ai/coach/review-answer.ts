// The worker's side of a review: every move posted as soon as it is reviewed, so the page can
// show the first moves while the solver works on the end of the game.

import { analyseRecord } from './analyse.ts';
import type { ReviewFromWorker, ReviewToWorker } from './review-messages.ts';

export function answerAnalyse(request: ReviewToWorker, post: (message: ReviewFromWorker) => void): void {
  const started = performance.now();
  try {
    for (const review of analyseRecord(request.record, {
      nodes: request.nodes,
      from: request.from,
      hintSeats: request.hintSeats,
    }))
      post({ type: 'reviewed', id: request.id, review });
    post({ type: 'analysed', id: request.id, ms: performance.now() - started });
  } catch (e) {
    post({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
}
