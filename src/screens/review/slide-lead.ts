// What the review says of a game that slipped away a little at a time (slow-slide.ts): the summary
// of where it slipped, the opponent's plan where the board shows it (lone-cells.ts), the button
// under the chart that steps through the moves there that cost most (after a loss of many small
// slips, every costly move the summary counts, so "Costly move 1 of 10" stands beside "your 2
// mistakes and 8 slips"), and the shown move's line: just before the first step (where "See
// where it slipped" opens) the summary and the plan, on each step led by which it is, then that
// move's own words, the first as the rest (a phone's line has room for three lines: the summary
// took them all where it stood in the first step's place).

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { lonePlan } from './lone-cells.ts';
import { personsSlide, type SlowSlide } from './slow-slide.ts';
import { lossVerdict, verdictSaid } from './loss-verdict.ts';
import { slideTurn } from './slide-turn.ts';
import {
  costlyCountWords,
  lateCountWords,
  lossVerdictWords,
  roomCountWords,
} from '../../words/slips-words.ts';
import {
  lonePlanWords,
  slideProgressWords,
  slideStepLeadWords,
  slideStepWords,
  slideWords,
} from '../../words/slide-words.ts';

export interface SlideShown {
  slide: SlowSlide;
  /** Where it slipped, in one sentence; after a loss of many small slips, its verdict (loss-verdict.ts). */
  summary: string;
  /** The opponent's plan (or, after many small slips, its room to grow or late gains counted) in one sentence, or null where the board shows none. */
  plan: string | null;
  /** The progress line's words once the review is done: the costly moves counted, else the moves stepped through named. */
  progress: string;
  /**
   * The moves stepped through, as plies (the position after each), in the order played: after a loss
   * of many small slips every costly move it counts, else the slide's costliest and the move that turned it.
   */
  steps: number[];
  /** The steps are the costly moves the summary counts: each is said as "Costly move 2 of 10". */
  costly: boolean;
  /** Where the review opens for it, its line the summary: the move that turned it, else the position just before the first step. */
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
  // A loss of many small slips leads with its verdict (loss-verdict.ts, as the results say it),
  // then what the board shows of it: the opponent's room counted where it turned, else its plan,
  // else where it slipped (three lines on a phone).
  const verdict = lossVerdict(review, person);
  const said = verdictSaid(review, person, opponent);
  const cause = verdict?.cause ?? null;
  // Where the summary names the move that turned it, the review opens on that move, one of the
  // steps; else on the first step.
  const turned = turn && !verdict ? turn.ply : null;
  const steps = verdict
    ? verdict.slips.plies
    : [...new Set([...slide.steps.map((s) => s.index + 1), ...(turned === null ? [] : [turned])])].sort(
        (a, b) => a - b,
      );
  // Just before the first step (a move of the other side's, or the empty board): never in a step's place.
  const opens = turned ?? steps[0]! - 1;
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
    progress: verdict ? costlyCountWords(verdict.slips.marks) : slideProgressWords(steps),
    steps,
    costly: verdict !== null,
    opens,
  };
}

/** The button under the chart: the next of the moves where it slipped after `ply`, round again after the last. */
export function slideButton(shown: SlideShown, ply: number): { label: string; ply: number } {
  const at = shown.steps.findIndex((step) => step > ply);
  const i = at < 0 ? 0 : at;
  const next = shown.steps[i]!;
  return { label: slideStepWords(i + 1, shown.steps.length, next, shown.costly), ply: next };
}

/** Whether `ply` shows the summary in a move of the other side's place (just before the first step): no rings of its best moves there. */
export function slideSummaryAt(shown: SlideShown, ply: number): boolean {
  return ply === shown.opens && !shown.steps.includes(ply);
}

/** Which step (1…) the position after `ply` moves is, or 0 for none. */
export function slideStepAt(shown: SlideShown, ply: number): number {
  return shown.steps.indexOf(ply) + 1;
}

/**
 * The shown move's line at `ply`: led by which step it is on one; where the review opens, the summary
 * and the plan (just before the first step, in the other side's move's place; on the move that
 * turned it, whose own words the summary is).
 */
export function slideLine(shown: SlideShown, ply: number, line: string): string {
  const number = slideStepAt(shown, ply);
  const lead = number === 0 ? '' : `${slideStepLeadWords(number, shown.steps.length, shown.costly)} `;
  // One paragraph: three lines on a phone, where two sentences of two lines each took four.
  if (ply === shown.opens) return lead + [shown.summary, shown.plan].filter((l) => l !== null).join(' ');
  return number === 0 ? line : `${lead}${line}`;
}
