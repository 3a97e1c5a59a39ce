// The hint a puzzle gives after two wrong tries, without Phaser: the answer and the two moves
// not yet tried that come nearest it with best play, named in board order (puzzle-first-words.ts
// says them): a square the player already found wrong would waste the clue.

import { squareName } from '../../engine/index.ts';
import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import { puzzleHintLine } from '../../words/puzzle-first-words.ts';

/** Wrong tries after which the hint shows (a daily's last try has it). */
export const HINT_AFTER_TRIES = 2;

/** The hint's line for `puzzle` after `tries` wrong tries (the squares of those this visit in `tried`), or null before HINT_AFTER_TRIES. */
export function puzzleHint(
  puzzle: Pick<Puzzle, 'position' | 'values' | 'answerSquare'>,
  tries: number,
  tried: ReadonlySet<number> = new Set(),
): string | null {
  if (tries < HINT_AFTER_TRIES) return null;
  const nearest = [...puzzle.values]
    .filter(([square]) => square !== puzzle.answerSquare && !tried.has(square))
    .sort(([a, va], [b, vb]) => vb - va || a - b)
    .slice(0, 2)
    .map(([square]) => square);
  const squares = [puzzle.answerSquare, ...nearest].sort((a, b) => a - b);
  return puzzleHintLine(squares.map((s) => squareName(puzzle.position.layout, s)));
}
