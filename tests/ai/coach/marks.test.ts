// The review's marks by cost, at and around each threshold.
import { expect, test } from 'vitest';
import { markOf, MARK_THRESHOLDS } from '../../../src/ai/coach/marks.ts';

test.each([
  [0, 'best'],
  [0.3, 'good'],
  [1.9, 'good'],
  [MARK_THRESHOLDS.inaccuracy, 'inaccuracy'],
  [3.9, 'inaccuracy'],
  [MARK_THRESHOLDS.mistake, 'mistake'],
  [5.9, 'mistake'],
  [MARK_THRESHOLDS.blunder, 'blunder'],
  [20, 'blunder'],
])('markOf - cost %s is %s', (cost, mark) => {
  expect(markOf(cost)).toBe(mark);
});
