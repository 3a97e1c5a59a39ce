// The review's line names a move's mark with the right article.
import { expect, test } from 'vitest';
import { markOf, MARK_THRESHOLDS } from '../../src/ai/coach/marks.ts';
import { markPhrase } from '../../src/ui/review-words.ts';

test('review words - every mark reads with its own article', () => {
  expect(markPhrase(markOf(MARK_THRESHOLDS.inaccuracy))).toBe('an inaccuracy');
  expect(markPhrase(markOf(MARK_THRESHOLDS.mistake))).toBe('a mistake');
  expect(markPhrase(markOf(MARK_THRESHOLDS.blunder))).toBe('a blunder');
  expect(markPhrase(markOf(0))).toBe('a best move');
  for (const cost of [0, 1, 2, 3, 4, 5, 6, 9]) expect(markPhrase(markOf(cost))).not.toMatch(/\ba [aeiou]/);
});
