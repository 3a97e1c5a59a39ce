// The results' line of how the person played (screens/results/how-you-played.ts): the game's review
// starts as the results open (the same review "Review your moves" then shows, so nothing is done
// twice), and the line is said once every move is judged. Only for one person against the computer,
// and not while a retry is played (its review is the one the retry goes back to).

import type { Match } from '../game/match.ts';
import type { ReviewView } from '../screens/review/review-model.ts';
import { howYouPlayed, personAgainstComputer, type PlayedLine } from '../screens/results/how-you-played.ts';
import { keptReview } from './review-kept.ts';
import type { Services } from './services.ts';

export function playedLineOf(s: Services, match: Match): PlayedLine | null {
  const result = match.result;
  if (!result || personAgainstComputer(result.players) === null) return null;
  const kept = keptReview(s);
  if (kept.retry.inPlay()) return null;
  const model = kept.review;
  const line = (short: boolean): PlayedLine => {
    const now = (): string | null | undefined => {
      const current = model.current;
      if (current?.review.record !== result.record || current.end === null) return undefined;
      return current.end.done ? howYouPlayed(result, current.review, short) : null;
    };
    return {
      now,
      watch(said) {
        const view: ReviewView = {
          changed: (ended) => {
            if (ended && now() !== undefined) said(now() ?? null);
          },
        };
        model.open(match, s.settings.people, view);
        return () => model.close(view);
      },
      brief: () => line(true),
      short,
    };
  };
  return line(false);
}
