// A lead on the board said beside what best play says: the results name the lead for what it is,
// so "You led by 20" is never read as the forecast.
import { expect, test } from 'vitest';
import { leadTurnedWords } from '../../src/words/results-words.ts';

test('the results say the lead on the board, then what the forecast is', () => {
  const results = leadTurnedWords(20, 9).split('\n');
  expect(results[0]).toBe('You were 20 points up on the board with 9 to go: that can turn.');
  expect(results[1]).toMatch(/best play/);
});
