// A ladder step's unlock as a moment of its own on the results, decided without Phaser (review: "no
// big moment for step 2 unlocked"): after a win that opened the step the results offer next, once
// the numbers are said and the new stars have landed one at a time, a small stretch of the ladder's
// path shows the player's marker leaving the step just won and moving to the new one, which lights
// up with its sound, and the words say what opened: "Step 2 unlocked", "Mind the round edge", "Easy on
// a petri dish 5 across"; the one big button under it says "Play step 2". Everything stands in its
// place from the sheet's first frame (nothing moves under a finger); under reduced motion, or on a
// redraw, the marker simply stands on the new step, lit, the words there.

import type { EndingPlan } from './ending.ts';
import type { LadderOutcome } from './results-earned.ts';
import { rewardsShown } from './rewards-shown.ts';
import type { Earned } from './results-earned.ts';
import { stepUnlockedWords } from '../../words/step-unlock-words.ts';

/** After the last new star lands, the beat before the marker sets off. */
export const UNLOCK_AFTER_STAR_MS = 450;
/** Where no star landed before it (a redraw aside), after the numbers are said. */
export const UNLOCK_FIRST_MS = 900;
/** How long the marker takes from the step won to the new one. */
export const MARKER_MOVE_MS = 500;

/** A disc on the stretch of path the unlock shows. */
export interface PathDisc {
  n: number;
  /** Won before this game or by it (the step just won), open to play, or still locked. */
  state: 'won' | 'open' | 'locked';
}

export interface StepUnlock {
  /** "Step 2 unlocked". */
  title: string;
  /** What the new step teaches, in a few words: "Mind the round edge". */
  lesson: string;
  /** What it is played on: "Easy on a petri dish 5 across". */
  on: string;
  /** The step won and the step it opened. */
  from: number;
  to: number;
  /** The stretch of the path shown, in order: the step before the one won (where there is one), the one won, the new one, the one after it. */
  path: PathDisc[];
  /** When the marker leaves `from`, in ms after the sheet's first frame; null: it stands on `to` from the first frame. */
  movesAt: number | null;
  /** When the new step lights and its sound plays (the marker arrives); null: lit from the first frame, no sound. */
  arrivesAt: number | null;
}

/**
 * The unlock moment of `earned` as the sheet shows it, or null where the game opened no step the
 * results offer next; `marked`: its entrance plays (a first showing, motion allowed).
 */
export function stepUnlock(
  plan: Pick<EndingPlan, 'still' | 'show'>,
  earned: Earned,
  marked: boolean,
): StepUnlock | null {
  const step = earned.ladder;
  if (!step || step.opens === null || !step.next) return null;
  const to = step.opens.n;
  const from = step.n;
  const stars = rewardsShown(plan, earned, marked).stars;
  const moves = marked && !plan.still;
  const movesAt = !moves ? null : stars.length > 0 ? stars.at(-1)! + UNLOCK_AFTER_STAR_MS : UNLOCK_FIRST_MS;
  return {
    title: stepUnlockedWords(to),
    lesson: step.opens.lesson,
    on: step.next.on,
    from,
    to,
    path: pathAround(from, to, step.total),
    movesAt,
    arrivesAt: movesAt === null ? null : movesAt + MARKER_MOVE_MS,
  };
}

/** The stretch of path round a step won (`from`) and the one it opened (`to`, the next): at most four discs, within the ladder. */
export function pathAround(from: number, to: number, total: number): PathDisc[] {
  const ns = [from - 1, from, to, to + 1].filter((n) => n >= 1 && n <= total);
  return ns.map((n) => ({ n, state: n <= from ? 'won' : n === to ? 'open' : 'locked' }));
}

/** The unlock's words as the results' lines say them (the mirror, the hook): its headline and what the step is about. */
export function unlockLines(step: LadderOutcome | null): string[] {
  if (!step?.opens || !step.next) return [];
  return [stepUnlockedWords(step.opens.n), step.opens.lesson, step.next.on];
}
