// How the review names a move's mark in a sentence, with the right article: "a best move",
// "an inaccuracy", "a mistake", "a blunder" (no Phaser here, so the words are tested on their own).

import type { Mark } from '../ai/coach/marks.ts';

const PHRASES: Readonly<Record<Mark, string>> = {
  best: 'a best move',
  good: 'nearly the best',
  inaccuracy: 'an inaccuracy',
  mistake: 'a mistake',
  blunder: 'a blunder',
};

/** The mark as the review's line says it: "…, an inaccuracy: gave away 2 points". */
export function markPhrase(mark: Mark): string {
  return PHRASES[mark];
}
