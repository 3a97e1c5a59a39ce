// Why a puzzle's answer is the answer, from the solver's values and what each square scores at
// once (the words are ui/puzzle-words.ts's answerWhy). Phaser-free; the puzzle model says it.

import { squareName } from '../../engine/index.ts';
import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import { squareGains, worthWords } from '../../game/coach.ts';
import { answerWhy } from '../../ui/puzzle-words.ts';

/** Two short sentences: what the answer gains and blocks now, then what the tempting or next best square ends with. */
export function puzzleWhy(puzzle: Puzzle): string {
  const at = puzzle.position;
  const squares = [...puzzle.values].map(([s, margin]) => ({
    name: squareName(at.layout, s),
    margin,
    gain: squareGains(at, s).gain,
  }));
  return answerWhy({
    answer: puzzle.answer,
    squares,
    worth: worthWords(squareGains(at, puzzle.answerSquare)),
  });
}
