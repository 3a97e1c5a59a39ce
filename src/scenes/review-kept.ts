// The review's and the retry's models (screens/review) as the services keep them, made on first
// use with their ports: the opponents' worker script for the analysis, the match in play, the save
// and the notices.

import { ReviewClient } from '../ai/coach/review-client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import { keepSavedMatch } from '../game/saved-match.ts';
import { usedHelp } from '../screens/game/help-gate.ts';
import { makeReviewKept, type ReviewKept } from '../screens/review/review-kept.ts';
import { showNotice } from '../ui/notice.ts';
import { newMatch, type Services } from './services.ts';

export function keptReview(s: Services): ReviewKept {
  s.review ??= makeReviewKept(() => new ReviewClient(() => createAgentWorker()), {
    match: () => s.match,
    newMatch: (setup, moves) => newMatch(s, setup, moves),
    restore: (match) => {
      s.match = match;
    },
    keepSave: () => keepSavedMatch(s.store),
    notice: (words, ms) => showNotice(words, ms, { game: true }),
    warn: (message, detail) => console.warn(message, detail),
    helped: (match) => usedHelp(match),
  });
  return s.review;
}
