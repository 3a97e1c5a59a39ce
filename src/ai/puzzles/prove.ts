// The exact value of every legal move of a position (the final margin with best play afterwards,
// from the mover's side), and what makes a position a puzzle: one move alone is best, and the
// hard opponent picks another. The puzzle script and the tests that re-prove the set share it.

import { squareName, type Position } from '../../engine/index.ts';
import { createAgent } from '../agent.ts';
import { solvingSearch } from '../expert/root-moves.ts';
import { solvePosition } from '../expert/solve.ts';
import '../seed-agents.ts';

/** Fewer moves to choose from than this is a guess, not a puzzle. */
export const FEWEST_CHOICES = 4;

/** One legal move and the final margin it leads to with best play, from the mover's side. */
export interface MoveOutcome {
  square: number;
  value: number;
}

/** The mover's lead now: positive when the player to move is ahead. */
export function moverLead(position: Position): number {
  return (position.turn() === 1 ? 1 : -1) * position.scoreDifference();
}

/** Every legal move solved exactly on its own, in reading order. */
export function solveEveryMove(position: Position): MoveOutcome[] {
  const search = solvingSearch(position, false, 20);
  const lead = moverLead(position);
  return position.legalMoveList().map((square) => {
    const { value } = search.moveValue(position, square, -Infinity);
    return { square, value: lead + value };
  });
}

/**
 * A quick first look: the bounded solve finds the best moves without the exact value of the
 * others, so most positions that are no puzzle are turned away at a fraction of the full cost.
 * Returns the one best move when the position may be a puzzle, else null.
 */
export function likelyAnswer(position: Position): number | null {
  if (position.isOver() || position.legalMoveList().length < FEWEST_CHOICES) return null;
  const solution = solvePosition(position);
  const value = (position.turn() === 1 ? 1 : -1) * solution.value;
  const answer = solution.best[0]!;
  return solution.best.length === 1 && value >= 0 && answer !== hardMove(position) ? answer : null;
}

/** Whether the quick first look lets the position through (likelyAnswer). */
export function mayBePuzzle(position: Position): boolean {
  return likelyAnswer(position) !== null;
}

/** What a position gives as a puzzle, or why it is none. */
export type PuzzleVerdict =
  { answer: number; value: number; hardMove: number; outcomes: MoveOutcome[] } | { none: string };

/** The hard opponent's move here (a pure function of the position). */
export function hardMove(position: Position): number {
  return createAgent('hard').choose(position).square;
}

/**
 * A puzzle when there are at least FEWEST_CHOICES moves, exactly one move reaches the best value, that value is a win or a draw for the
 * mover, and the hard opponent would play something else.
 */
export function judgePuzzle(
  position: Position,
  outcomes: MoveOutcome[] = solveEveryMove(position),
): PuzzleVerdict {
  if (position.isOver()) return { none: 'the game is over' };
  if (outcomes.length < FEWEST_CHOICES) return { none: `only ${outcomes.length} moves to choose from` };
  const best = Math.max(...outcomes.map((o) => o.value));
  const top = outcomes.filter((o) => o.value === best);
  if (top.length !== 1) return { none: `${top.length} moves are best` };
  if (best < 0) return { none: 'every move loses' };
  const hard = hardMove(position);
  const answer = top[0]!.square;
  if (hard === answer) return { none: `hard finds ${squareName(position.layout, answer)}` };
  return { answer, value: best, hardMove: hard, outcomes };
}
