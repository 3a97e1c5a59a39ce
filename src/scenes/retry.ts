// "Retry from here": a new match against the same opponent from just before a costly move of the
// person's; when they play that move again, the review's analysis says whether it was as good as
// the best, and the player chooses: back to the review of the game they retried (the retry is
// thrown away, and the saved game in progress is put back as it was), or play on (the retry is
// then the game in progress).

import type { MoveReview } from '../ai/coach/analyse.ts';
import type { ReviewClient } from '../ai/coach/review-client.ts';
import type { Match, MatchSetup } from '../game/match.ts';
import { retryVerdict, type GameReview } from '../game/review.ts';
import { keepSavedMatch } from '../game/saved-match.ts';
import { showNotice } from '../ui/notice.ts';
import { newMatch, type Services } from './services.ts';

let verdict: string | null = null;

/** What the last retry's move was told, or null while it has not been played or judged. */
export function lastRetryVerdict(): string | null {
  return verdict;
}

/** The retry in play, the match it was retried from, the save to put back when it is left, and the move retried (from 1). */
let trip: { retried: Match; from: Match | null; putBack: () => void; move: number } | null = null;

/** Told when the retry in play is kept (Play on): the board then drops its retry sign. */
const keptListeners = new Set<() => void>();

/** The move the match in play retries (counted from 1), or null when it is not a retry (or was played on). */
export function retryInPlay(services: Services): { move: number } | null {
  return trip && services.match === trip.retried ? { move: trip.move } : null;
}

/** Calls `listener` when the retry in play is kept; returns the way to stop. */
export function onRetryKept(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

/** Play on: the retry in play is the game in progress from now on, no longer a side trip. */
export function keepRetry(services: Services): void {
  if (!trip || services.match !== trip.retried) return;
  trip = null;
  for (const listener of [...keptListeners]) listener();
}

/**
 * Makes the match in play the retry of `target`; the caller starts the board. `judged` is told the
 * verdict once the retried move is judged, and says whether it showed it; if not, a notice does.
 * The opponent's reply waits until the verdict is answered: `judged` calls `answered` then (a
 * reply landing behind the question would change the score the player is reading about).
 */
export function startRetry(
  services: Services, review: GameReview, target: MoveReview, setup: MatchSetup, client: ReviewClient,
  judged: (verdict: string, answered: () => void) => boolean = () => false,
): void {
  verdict = null;
  const from = services.match;
  const putBack = keepSavedMatch(services.store);
  // newMatch ends the match in play; the retried game's review only needs its record, which stays.
  // Its moves before the retried one are the finished game's, already counted: this game is not (Play on included).
  const match = newMatch(services, { ...setup, retryOf: target.index + 1 }, review.moves.slice(0, target.index));
  trip = { retried: match, from, putBack, move: target.index + 1 };
  const stop = match.on((e) => {
    if (e.type !== 'move' || e.ply !== target.index + 1) return;
    stop();
    // The record now ends with the retried move: the opponent has not answered yet, and waits.
    const record = match.record();
    const answered = match.hold();
    void client.analyse(record, (retried) => {
      // Left for the review before the verdict: the retry is gone, and so is its question.
      if (retried.index !== target.index || services.match !== match) return;
      verdict = retryVerdict(target, retried);
      if (!judged(verdict, answered)) {
        showNotice(verdict, 9000, { game: true });
        answered();
      }
    }, { from: target.index }).then((end) => {
      if (verdict !== null || services.match !== match) return;
      // Not judged (the analysis failed or was stopped): the game goes on without a verdict.
      if (!end.done) console.warn('the retried move was not judged:', end.error);
      answered();
    }, (error: unknown) => {
      console.warn('the retried move was not judged:', error);
      answered();
    });
  });
  showNotice(`Move ${target.index + 1} again: you played ${target.move} here. Can you find better?`, 6000, { game: true });
}

/**
 * Leaves the retry in play for the game it was retried from (the review, its results): the retry is
 * thrown away and the save is put back as it was before. False when the match in play is not that retry.
 */
export function leaveRetry(services: Services): boolean {
  if (!trip || services.match !== trip.retried) return false;
  const { retried, from, putBack } = trip;
  trip = null;
  retried.dispose();
  putBack();
  services.match = from;
  return true;
}
