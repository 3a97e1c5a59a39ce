// The results' line of how the person played (screens/results/how-you-played.ts): the game's review
// starts as the results open (the same review "Review game" then shows, so nothing is done
// twice), and the line is said once every move is judged, or what the results offer instead where the
// reading stops or goes on long (reading-line.ts). Only for one person against the computer,
// and not while a retry is played (its review is the one the retry goes back to).

import { helpByMove } from '../screens/game/help-gate.ts';
import type { Match } from '../game/match.ts';
import { personAgainstComputer, type PlayedLine } from '../screens/results/how-you-played.ts';
import { readingLine } from '../screens/results/reading-line.ts';
import { keptReview } from './review-kept.ts';
import type { Services } from './services.ts';

/** When each finished game's reading began (its results drawn again on a turn of the phone keep it). */
const readingBegan = new WeakMap<object, number>();

/** The line of how the person played for `match`'s results (screens/results/reading-line.ts), or null: none to say. */
export function playedLineOf(s: Services, match: Match): PlayedLine | null {
  const result = match.result;
  if (!result || personAgainstComputer(result.players) === null) return null;
  const kept = keptReview(s);
  if (kept.retry.inPlay()) return null;
  const model = kept.review;
  const began = readingBegan.get(result) ?? performance.now();
  readingBegan.set(result, began);
  return readingLine({
    game: result,
    current: () => model.current,
    open: (view) => {
      model.open(match, s.settings.people, view, helpByMove(match));
      return () => model.close(view);
    },
    clock: {
      now: () => performance.now(),
      later: (ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    began,
  });
}

/**
 * As the game ends: its review begins now, so the results' line of how the person played is known
 * sooner; the results do not wait for it.
 */
export function reviewAsGameEnds(s: Services, match: Match): void {
  const played = playedLineOf(s, match);
  if (played && played.now() === undefined) played.watch(() => {});
}
