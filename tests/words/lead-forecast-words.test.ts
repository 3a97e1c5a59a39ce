// A lead on the board said beside best play's end: each named for what it is, so "You led by 20"
// is never read as the forecast when best play already had the person losing.
import { expect, test } from 'vitest';
import { forecastHereWords, leadTurnedWords } from '../../src/words/results-words.ts';
import { standingWords } from '../../src/words/review-words.ts';

test('the board lead and best play, said apart, the but where they disagree', () => {
  expect(forecastHereWords(20, standingWords(-5))).toBe(
    'You were 20 points up on the board here, but with best play you were already losing by 5.',
  );
  expect(forecastHereWords(20, standingWords(0))).toBe(
    'You were 20 points up on the board here, but with best play it was already level.',
  );
  expect(forecastHereWords(8, standingWords(2))).toBe(
    'You were 8 points up on the board here, and with best play you were winning by 2.',
  );
  expect(forecastHereWords(8, null)).toBe(
    'You were 8 points up on the board here; the chart shows who wins with best play.',
  );
  const results = leadTurnedWords(20, 9).split('\n');
  expect(results[0]).toBe('You were 20 points up on the board with 9 to go: that can turn.');
  expect(results[1]).toMatch(/best play/);
});
