// The results' line of how the person played (screens/results/how-you-played.ts): the game's review
// starts as the results open (the same review "Review your moves" then shows, so nothing is done
// twice), and the line is said once every move is judged, or what the results offer instead where the
// reading stops or goes on long (reading-line.ts). Only for one person against the computer,
// and not while a retry is played (its review is the one the retry goes back to).

import type { Match } from '../game/match.ts';
import { personAgainstComputer, type PlayedLine } from '../screens/results/how-you-played.ts';
import { readingLine } from '../screens/results/reading-line.ts';
import { keptReview } from './review-kept.ts';
import { firstLook, uphillFromStart } from '../screens/review/turning-move.ts';
import { slowSlide } from '../screens/review/slow-slide.ts';
import { slideTurn } from '../screens/review/slide-turn.ts';
import { smallSlips } from '../screens/review/small-slips.ts';
import { firstOfferWords, type FirstOffer } from '../screens/results/button-set.ts';
import { controlsOf } from '../ui/controls.ts';
import { Button } from '../ui/button.ts';
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
      model.open(match, s.settings.people, view);
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

/**
 * Where this game's review, once done, opens for the results' first offer after a loss (named for
 * it): where a game with no single costly move slipped away a little at a time, the person's
 * costliest move apart from where their game turned, or the start of a game uphill from it; until
 * the review is done, where it turned.
 */
export function firstOffer(s: Services, match: Match): FirstOffer {
  const result = match.result;
  const person = result ? personAgainstComputer(result.players) : null;
  const current = keptReview(s).review.current;
  if (!result || person === null || current?.review.record !== result.record || !current.end?.done)
    return 'turn';
  // A slipped game whose line names the move that turned it opens there, named "See where it turned".
  if (slowSlide(current.review, person))
    return slideTurn(current.review, person) && !smallSlips(current.review, person) ? 'turn' : 'slide';
  const look = firstLook(current.review, [person]);
  // After many small slips no one move is the lesson: never "your costliest move" there.
  if (look.apart && !smallSlips(current.review, person)) return 'costliest';
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

/**
 * On the short sheet, which draws no line of how the person played, the loss's first offer named
 * all the same once the review is done: its press opens what firstOffer says then, so a label left
 * at "See where it turned" opened the costliest move (move 3 while the chart crossed at 13).
 * Watched while the offer stands.
 */
export function offerNamedOnShort(scene: Phaser.Scene, s: Services, match: Match): void {
  const offer = controlsOf(scene).find((c) => c.id === 'turned')?.target;
  if (!(offer instanceof Button)) return;
  const stop = withOfferNamed(scene, s, match, playedLineOf(s, match))?.watch(() => {});
  if (stop) offer.once('destroy', stop);
  offer.setLabel(firstOfferWords(firstOffer(s, match)));
}
