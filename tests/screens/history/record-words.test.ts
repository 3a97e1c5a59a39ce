// The Record's streak and puzzle lines in a player's words: a single win is no run (it read "Best
// run: 1 win in a row"), a streak at its best says so, and nothing solved yet says what starts a
// streak (it read "0 puzzles solved · daily streak 0 days").
import { expect, test } from 'vitest';
import { puzzleWords, streakWords } from '../../../src/screens/history/history-words.ts';

test('streakWords - none, one win, a run now, a run at its best, a best run past', () => {
  expect(streakWords(0, 0)).toBe('No wins in a row yet');
  expect(streakWords(1, 1)).toBe('No two wins in a row yet');
  expect(streakWords(0, 1)).toBe('No two wins in a row yet');
  expect(streakWords(3, 5)).toBe('3 wins in a row, best 5');
  expect(streakWords(4, 4)).toBe('4 wins in a row: your best streak');
  expect(streakWords(1, 5)).toBe('Best streak: 5 wins in a row');
});

test('puzzleWords - nothing yet, solved with no streak, a streak', () => {
  expect(puzzleWords({ solved: 0, streak: 0 })).toBe("No puzzles solved yet: today's starts a daily streak");
  expect(puzzleWords({ solved: 1, streak: 0 })).toBe(
    "1 puzzle solved · today's puzzle starts a daily streak",
  );
  expect(puzzleWords({ solved: 7, streak: 3 })).toBe('7 puzzles solved · daily streak 3 days');
});
