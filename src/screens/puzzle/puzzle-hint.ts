// The hint a puzzle gives after two wrong tries, without Phaser: the answer and the two moves that
// come nearest it with best play, named in board order (puzzle-first-words.ts says them). Its
// squares are chosen once, from the wrong tries that brought it (a square the player already found
// wrong would waste the clue), and never change after: a later wrong try among them is struck out,
// no new square comes in. So it is a function of the puzzle and its wrong tries in order, the same
// after a resize, a reload or leaving and coming back the same day (the tries are kept: puzzle-tries.ts).

import { squareName } from '../../engine/index.ts';
import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import { puzzleHintLine } from '../../words/puzzle-first-words.ts';

/** Wrong tries after which the hint shows (a daily's last try has it). */
export const HINT_AFTER_TRIES = 2;

type HintPuzzle = Pick<Puzzle, 'position' | 'values' | 'answerSquare'>;

/**
 * The squares the hint names after the wrong tries `wrong` (in the order tried, a square tried
 * twice twice), in board order, or null before HINT_AFTER_TRIES wrong tries: the answer and the two
 * moves nearest it not among the tries that brought the hint, less any tried since. `tries` counts
 * the wrong tries where the earliest squares are not known (a device that kept the count alone).
 */
export function hintSquares(
  puzzle: HintPuzzle,
  wrong: readonly number[],
  tries = wrong.length,
): number[] | null {
  if (Math.max(tries, wrong.length) < HINT_AFTER_TRIES) return null;
  const unknown = Math.max(0, tries - wrong.length);
  const brought = Math.max(0, HINT_AFTER_TRIES - unknown);
  const before = new Set(wrong.slice(0, brought));
  const since = new Set(wrong.slice(brought));
  const nearest = [...puzzle.values]
    .filter(([square]) => square !== puzzle.answerSquare && !before.has(square))
    .sort(([a, va], [b, vb]) => vb - va || a - b)
    .slice(0, 2)
    .map(([square]) => square);
  return [puzzle.answerSquare, ...nearest].filter((s) => !since.has(s)).sort((a, b) => a - b);
}

/** The hint's line after the wrong tries `wrong` (in the order tried; `tries` of them in all), or null before HINT_AFTER_TRIES. */
export function puzzleHint(
  puzzle: HintPuzzle,
  wrong: readonly number[],
  tries = wrong.length,
): string | null {
  const squares = hintSquares(puzzle, wrong, tries);
  return squares && puzzleHintLine(squares.map((s) => squareName(puzzle.position.layout, s)));
}
