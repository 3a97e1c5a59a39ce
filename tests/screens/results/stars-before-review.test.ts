// The results' stars and headline need nothing of the game's review: a ladder step won shows its
// stars from the results' first snapshot, while the line of how the person played (the review's
// analysis, seconds on a busy phone) is still being worked out and fills in after.
import { expect, test } from 'vitest';
import { analyseRecord } from '../../../src/ai/coach/analyse.ts';
import { GameReview } from '../../../src/game/review.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { resultsOf, won } from './results-of.ts';

const steps = [
  { id: 'hard-square:4', rules: 'square:4', opponent: 'easy' as const, margin: 2, teaches: 'a' },
];

test('a win: its stars and headline are in the first snapshot, before the review has judged a move', () => {
  const result = won();
  expect(result.winner).toBe(1);
  const review = new GameReview(result.record);
  // The review has not begun: the line of how the person played waits for it.
  expect(review.done).toBe(false);
  expect(howYouPlayed(result, review)).toBeNull();
  const shown = resultsOf(result, { ladderSteps: steps }).snapshot();
  expect(shown.earned.ladder?.stars).toEqual([true, result.scores[0] - result.scores[1] >= 2, true]);
  expect(shown.earned.ladder?.newStars).toEqual(shown.earned.ladder?.stars);
  expect(shown.lines[0]).toBe(`You won against Easy by ${result.scores[0] - result.scores[1]}`);
  // Once the review is done the line is said: it was the only part that needed it.
  for (const r of analyseRecord(result.record)) review.add(r);
  expect(review.done).toBe(true);
  expect(howYouPlayed(result, review)).toMatch(/move/i);
});
