// The results' line of how the person played (screens/results/how-you-played.ts): the game's review
// starts as the results open (the same review "Review your moves" then shows, so nothing is done
// twice), and the line is said once every move is judged. Only for one person against the computer,
// and not while a retry is played (its review is the one the retry goes back to).

import type { Match } from '../game/match.ts';
import type { ReviewView } from '../screens/review/review-model.ts';
import { howYouPlayed, personAgainstComputer, type PlayedLine } from '../screens/results/how-you-played.ts';
import { keptReview } from './review-kept.ts';
import { firstLook, uphillFromStart } from '../screens/review/turning-move.ts';
import { firstOfferWords, type FirstOffer } from '../screens/results/button-set.ts';
import { controlsOf } from '../ui/controls.ts';
import { Button } from '../ui/button.ts';
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

/**
 * As the game ends: its review begins now, so the results' line of how the person played is known
 * sooner; the results do not wait for it.
 */
export function reviewAsGameEnds(s: Services, match: Match): void {
  const played = playedLineOf(s, match);
  if (played && played.now() === undefined) played.watch(() => {});
}

/**
 * Where this game's review, once done, opens for the results' first offer after a loss (named for
 * it): the person's costliest move apart from where their game turned, or the start of a game
 * uphill from it; until the review is done, where it turned.
 */
export function firstOffer(s: Services, match: Match): FirstOffer {
  const result = match.result;
  const person = result ? personAgainstComputer(result.players) : null;
  const current = keptReview(s).review.current;
  if (!result || person === null || current?.review.record !== result.record || !current.end?.done)
    return 'turn';
  const look = firstLook(current.review, [person]);
  if (look.apart) return 'costliest';
  return look.ply === 0 && uphillFromStart(current.review, person) ? 'uphill' : 'turn';
}

/**
 * The results' line of how the person played, which also names the loss's first offer once the
 * review is done: drawn before it knew the person's costliest move, the offer said "See where it
 * turned"; where the costliest is another move (the one it opens), it says "See your costliest move".
 */
export function withOfferNamed(
  scene: Phaser.Scene,
  s: Services,
  match: Match,
  played: PlayedLine | null,
): PlayedLine | null {
  if (!played) return null;
  const name = () => {
    const offer = controlsOf(scene).find((c) => c.id === 'turned')?.target;
    if (offer instanceof Button) offer.setLabel(firstOfferWords(firstOffer(s, match)));
  };
  const wrap = (line: PlayedLine): PlayedLine => ({
    ...line,
    watch: (said) =>
      line.watch((known) => {
        said(known);
        name();
      }),
    brief: () => wrap(line.brief()),
  });
  return wrap(played);
}
