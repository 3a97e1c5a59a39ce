// How hard a puzzle is for a person's first guess. A player new to a puzzle first tries the move
// that scores most at once, or the one in the middle of the board; a daily puzzle that one of those
// solves is over before it starts, with nothing learnt. The daily
// calendar (game/puzzles.ts) leaves such puzzles out and grades the rest by the week's day.

import { squareGains } from '../coach/gains.ts';
import type { Puzzle } from './puzzle-set.ts';

/** The squares a first guess takes: every move tied for the most points now, and every move tied for the most central. */
export function firstGuesses(puzzle: Pick<Puzzle, 'position' | 'values'>): number[] {
  const p = puzzle.position;
  const moves = [...puzzle.values.keys()];
  const gain = new Map(moves.map((m) => [m, squareGains(p, m).gain]));
  const most = Math.max(...gain.values());
  const centre = new Map(moves.map((m) => [m, p.centrality(m)]));
  const middle = Math.max(...centre.values());
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  return moves.filter((m) => gain.get(m) === most || near(centre.get(m)!, middle));
}

/** Whether a first guess solves the puzzle. */
export function fallsToFirstGuess(puzzle: Pick<Puzzle, 'position' | 'values' | 'answerSquare'>): boolean {
  return firstGuesses(puzzle).includes(puzzle.answerSquare);
}

/**
 * A puzzle's grade: 0 when a first guess solves it; else how many moves score more at once than the
 * answer (the tempting ones a player must see past), plus the moves within a point of the answer's
 * margin (the near misses a player must tell apart), plus one.
 */
export function puzzleGrade(puzzle: Pick<Puzzle, 'position' | 'values' | 'answerSquare' | 'value'>): number {
  if (fallsToFirstGuess(puzzle)) return 0;
  const p = puzzle.position;
  const answerGain = squareGains(p, puzzle.answerSquare).gain;
  let tempting = 0;
  let close = 0;
  for (const [m, value] of puzzle.values) {
    if (m === puzzle.answerSquare) continue;
    if (squareGains(p, m).gain > answerGain) tempting++;
    if (value >= puzzle.value - 1) close++;
  }
  return 1 + tempting + close;
}

/**
 * The least gap of a daily puzzle (answerGap): its answer wins by at least 2 points more than any
 * other move, a difference a player can see.
 */
export const CLEAR_GAP = 2;

/**
 * How far the answer's margin stands above the next best move's: "wins by 10" against a move that
 * wins by 9 is a difference no player sees by eye. The daily calendar takes puzzles of CLEAR_GAP or more.
 */
export function answerGap(puzzle: Pick<Puzzle, 'values' | 'answerSquare' | 'value'>): number {
  let next = -Infinity;
  for (const [m, value] of puzzle.values) if (m !== puzzle.answerSquare) next = Math.max(next, value);
  return next === -Infinity ? puzzle.value : puzzle.value - next;
}
