// Why a puzzle's answer is the answer, from the solver's values and what each square scores at
// once (the words are ui/puzzle-words.ts's answerWhy). Phaser-free; the puzzle model says it.

import { squareName } from '../../engine/index.ts';
import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import { squareGains, worthWords } from '../../game/coach.ts';
import { answerWhy } from '../../ui/puzzle-words.ts';
import { replyWords } from './reply-words-of.ts';

/** Two short sentences: what the answer gains and blocks now, then what the tempting (and the reply it allows) or next best square ends with. */
export function puzzleWhy(puzzle: Puzzle): string {
  const at = puzzle.position;
  const squares = [...puzzle.values].map(([s, margin]) => ({
    name: squareName(at.layout, s),
    margin,
    gain: squareGains(at, s).gain,
    reply: s === puzzle.answerSquare ? null : replyWords(puzzle, s),
  }));
  return answerWhy({
    answer: puzzle.answer,
    squares,
    worth: worthWords(squareGains(at, puzzle.answerSquare)),
  });
}

/** The tempting square the why speaks of: the one that scores most at once, where that is more than the answer scores; else null. */
export function temptingSquare(puzzle: Pick<Puzzle, 'position' | 'values' | 'answerSquare'>): number | null {
  const at = puzzle.position;
  let best: { square: number; gain: number } | null = null;
  for (const s of puzzle.values.keys()) {
    if (s === puzzle.answerSquare) continue;
    const gain = squareGains(at, s).gain;
    if (!best || gain > best.gain) best = { square: s, gain };
  }
  return best && best.gain > squareGains(at, puzzle.answerSquare).gain ? best.square : null;
}
