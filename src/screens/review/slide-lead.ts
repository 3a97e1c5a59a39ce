// What the review says of a game that slipped away a little at a time (slow-slide.ts): the summary
// of where it slipped, the opponent's plan where the board shows it (lone-cells.ts), the button
// under the chart that steps through the moves there that cost most, and the shown move's line: at
// the stretch's start (where "See where it slipped" opens) the summary and the plan in its place, on
// one of the moves stepped through led by which slip it is. A phone's line has room for three lines:
// the summary and the plan take them, so the first slip's own words come with its step.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { lonePlan } from './lone-cells.ts';
import { nextStep, personsSlide, stepAt, type SlowSlide } from './slow-slide.ts';
import { smallSlips } from './small-slips.ts';
import { roomWhereItTurned } from './room-to-grow.ts';
import { slideTurn } from './slide-turn.ts';
import { roomWords, smallSlipsWords } from '../../words/slips-words.ts';
import {
  lonePlanWords,
  slideProgressWords,
  slideStepLeadWords,
  slideStepWords,
  slideWords,
} from '../../words/slide-words.ts';

export interface SlideShown {
  slide: SlowSlide;
  /** Where it slipped, in one sentence; after a loss of many small slips, that it was they (small-slips.ts). */
  summary: string;
  /** The opponent's plan (or, after many small slips, its room to grow) in one sentence, or null where the board shows none. */
  plan: string | null;
  /** The progress line's words once the review is done. */
  progress: string;
  /** The moves stepped through, as plies (the position after each). */
  steps: number[];
  /** Where the review opens for it: the move that turned it, else the stretch's start; its line the summary. */
  opens: number;
}

/** The slide of a one-person game, said, or null. `opponent`: the other side's name. */
export function slideShown(
  review: GameReview,
  persons: readonly Player[],
  opponent: string,
): SlideShown | null {
  const slide = personsSlide(review, persons);
  if (!slide) return null;
  const person = persons[0]!;
  const plan = lonePlan(review, person);
  const planned = plan && lonePlanWords(opponent, plan.theirs.divided, plan.theirs.points, plan.yours.points);
  // Where one move of the person's turned it, that move (as the results say it), else the stretch.
  const turn = slideTurn(review, person);
  const stretch = turn?.words ?? slideWords(slide.from, slide.to, slide.before, slide.after);
  // A loss of many small slips says so first, then why where the board shows it: the opponent's
  // room to grow where it turned, else its plan, else where it slipped (three lines on a phone).
  const slips = smallSlips(review, person);
  const room = slips && roomWhereItTurned(review, person);
  return {
    slide,
    summary: slips ? smallSlipsWords(slips.count, slips.given, slips.exact) : stretch,
    plan: slips
      ? room
        ? roomWords(opponent, room.ply, room.theirs, room.yours)
        : (planned ?? stretch)
      : planned,
    progress: slideProgressWords(slide.from, slide.to),
    steps: slide.steps.map((s) => s.index + 1),
    // Where the summary names the move that turned it, the review opens on that move.
    opens: turn && !slips ? turn.ply : slide.from,
  };
}

/** The button under the chart: the next of the moves where it slipped after `ply`, round again after the last. */
export function slideButton(shown: SlideShown, ply: number): { label: string; ply: number } {
  const next = nextStep(shown.slide, ply);
  return { label: slideStepWords(next.number, shown.steps.length, next.ply), ply: next.ply };
}

/** The shown move's line at `ply`: the summary and the plan at the stretch's start, led by which slip it is on one. */
export function slideLine(shown: SlideShown, ply: number, line: string): string {
  // One paragraph: three lines on a phone, where two sentences of two lines each took four.
  if (ply === shown.opens) return [shown.summary, shown.plan].filter((l) => l !== null).join(' ');
  const number = stepAt(shown.slide, ply);
  return number === 0 ? line : `${slideStepLeadWords(number, shown.steps.length)} ${line}`;
}
