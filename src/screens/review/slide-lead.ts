// What the review says of a game that slipped away a little at a time (slow-slide.ts): the summary
// of where it slipped (after a loss of many small slips, its verdict) and the opponent's plan where
// the board shows it (lone-cells.ts), said on the review's key moment (key-review.ts), with the
// moves it stepped through and the move that turned it, which say which summary agrees with it.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { lonePlan } from './lone-cells.ts';
import { personsSlide, type SlowSlide } from './slow-slide.ts';
import { lossVerdict, verdictSaid } from './loss-verdict.ts';
import { slideTurn } from './slide-turn.ts';
import { lateCountWords, lossVerdictWords, roomCountWords } from '../../words/slips-words.ts';
import { lonePlanWords, slideWords } from '../../words/slide-words.ts';

export interface SlideShown {
  slide: SlowSlide;
  /** Where it slipped, in one sentence; after a loss of many small slips, its verdict (loss-verdict.ts). */
  summary: string;
  /** The opponent's plan (or, after many small slips, its room to grow or late gains counted) in one sentence, or null where the board shows none. */
  plan: string | null;
  /** Its words already say the key moment turned the game ("Move 23, f4, turned it: …"). */
  saysTurn: boolean;
}

/**
 * The slide of a one-person game, said, or null. `opponent`: the other side's name; `keyPly`: the
 * review's key moment (key-moment.ts), where this is said: the move that turned it is named only
 * there (its words beside another key moment named two moves), else the stretch where it slipped.
 */
export function slideShown(
  review: GameReview,
  persons: readonly Player[],
  opponent: string,
  keyPly: number | null = null,
): SlideShown | null {
  const slide = personsSlide(review, persons);
  if (!slide) return null;
  const person = persons[0]!;
  const plan = lonePlan(review, person);
  const planned = plan && lonePlanWords(opponent, plan.theirs.divided, plan.theirs.points, plan.yours.points);
  // Where one move of the person's turned it, that move (as the results say it), else the stretch.
  const slid = slideTurn(review, person);
  const turn = slid?.ply === keyPly ? slid : null;
  const stretch = turn?.words ?? slideWords(slide.from, slide.to, slide.before, slide.after);
  // A loss of many small slips leads with its verdict (loss-verdict.ts, as the results say it),
  // then what the board shows of it: the opponent's room counted where it turned, else its plan,
  // else where it slipped (three lines on a phone).
  const verdict = lossVerdict(review, person);
  const said = verdictSaid(review, person, opponent);
  const cause = verdict?.cause ?? null;
  return {
    slide,
    // One paragraph in the review: the verdict's two lines run on.
    summary: said ? lossVerdictWords(said).replace('\n', ' ') : stretch,
    plan: verdict
      ? cause?.kind === 'room'
        ? roomCountWords(opponent, cause.ply, cause.theirs, cause.yours)
        : cause?.kind === 'late'
          ? lateCountWords(opponent, cause.moves, cause.gained, verdict.lostBy)
          : (planned ?? stretch)
      : planned,
    saysTurn: turn !== null && (!said || (cause === null && !planned)),
  };
}
