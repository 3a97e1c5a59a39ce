// The coach's own choice where best play is not known: the expert at the hint's budget, then of the
// squares that score more now the one it holds as good (hint-choice.ts). The hint names this square
// and the review judges an estimated position by it, so a move the hint named is never one the review
// calls short of the best by a shallower look. A fresh search each time: the same position gives the
// same square whatever was asked before, on every device.

import type { Position } from '../../engine/index.ts';
import { createExpert, DEFAULT_BUDGET } from '../expert/agent.ts';
import { expertChoice, type Greedier } from './hint-choice.ts';

/** The expert's budget for the coach's choice: the expert opponent's own. */
export const HINT_BUDGET = DEFAULT_BUDGET;

/**
 * The expert's budget for the coach's choice in `position`: a third of HINT_BUDGET while a jump is
 * still to be made (each node costs some three times a plain one's there: a hint on square:5–7 took
 * 0.3–0.7 s in Node against 0.1 s on a plain board, a third of it 0.1–0.2 s, the same square in 14
 * of 16 positions tried), else the whole.
 */
export function hintBudget(position: Position): number {
  return position.jumpsLeft(1) + position.jumpsLeft(2) > 0 ? Math.round(HINT_BUDGET / 3) : HINT_BUDGET;
}

export interface CoachPick {
  square: number;
  /** The expert's value of the rest of the game for the mover (its search's, before any greedier square was taken). */
  rest: number;
  /** The depth the expert's search reached. */
  depth: number;
  /** The square that scores more now than this one and ends worse; null when none does. */
  greedier: Greedier | null;
}

/** The coach's choice for the player to move, by the expert's search within `budget` positions. */
export function coachPick(position: Position, budget = hintBudget(position)): CoachPick {
  const choice = createExpert({ budget }).choose(position);
  const depth = choice.depth ?? 1;
  const { square, greedier } = expertChoice(position, choice.square, depth, budget / 2);
  return { square, rest: choice.value ?? 0, depth, greedier };
}
