// What a daily puzzle needs beyond being a puzzle: moves enough to choose from that guessing does
// not pay (six squares, or five open columns where cells fall), an answer no first guess finds,
// and an answer that stands clear of the next best move by CLEAR_GAP. The generator's clear mode
// (generate.ts, `npm run puzzles -- --clear N`) looks for positions like that; the calendar
// (game/puzzles.ts) takes only them.

import type { Position } from '../../engine/index.ts';
import { answerGap, CLEAR_GAP, fallsToFirstGuess } from './first-guess.ts';
import type { PuzzleDemand } from './generate.ts';

/** Fewest moves a daily puzzle offers: six squares, or five open columns where cells fall. */
export function fewestDailyChoices(falling: boolean): number {
  return falling ? 5 : 6;
}

/** Whether `choices` moves on a board (falling or not) are enough to choose from for a daily. */
export function enoughChoices(choices: number, falling: boolean): boolean {
  return choices >= fewestDailyChoices(falling);
}

/** The clear mode's demand: enough choices, then no first guess before the full solve, a clear gap after. */
export const CLEAR_DEMAND: PuzzleDemand = {
  position(position: Position): boolean {
    return enoughChoices(position.legalMoveList().length, position.layout.gravity);
  },
  answer(position: Position, answer: number): boolean {
    const values = new Map(position.legalMoveList().map((m) => [m, 0]));
    return !fallsToFirstGuess({ position, values, answerSquare: answer });
  },
  after(puzzle): boolean {
    return answerGap(puzzle) >= CLEAR_GAP;
  },
};
