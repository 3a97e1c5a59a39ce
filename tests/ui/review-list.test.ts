// The review list's cost column: whole points, as the scores are, with "est." for an estimate.
import { expect, test } from 'vitest';
import type { MoveReview } from '../../src/ai/coach/analyse.ts';
import { costText } from '../../src/ui/review-list.ts';

const review = (cost: number, exact: boolean): MoveReview => ({ index: 1, mover: 1, square: 0, move: 'c3', best: ['d4'], cost, exact, value: 0 });

test.each([
  [0, true, 'best'],
  [0, false, 'best est.'],
  [4, true, '−4'],
  [8.2, false, '−8 est.'],
  [1.5, false, '−2 est.'],
  [0.3, false, '−<1 est.'],
])('cost %d (exact %s) reads %s', (cost, exact, words) => {
  expect(costText(review(cost, exact))).toBe(words);
});
