// The review's board rings the one move its line names: a phone's line named one move while four
// squares stood ringed, and the board did not read at a glance.
import { expect, test } from 'vitest';
import { namedBest } from '../../../src/screens/review/ringed-squares.ts';

test('a best move played: only it is ringed, not the moves as good as it', () => {
  expect(namedBest('b2', ['b5', 'b2', 'e3'], 0)).toEqual(['b2']);
});

test('a costly move: only the better move the line names, the first best move other than it', () => {
  expect(namedBest('a1', ['c3', 'd4', 'b2', 'e5'], 6)).toEqual(['c3']);
  // An estimate that counts the move played among the best with a small cost still names another.
  expect(namedBest('c3', ['c3', 'd4'], 1)).toEqual(['d4']);
});

test('nothing named, nothing ringed', () => {
  expect(namedBest(null, [], 0)).toEqual([]);
  expect(namedBest('a1', ['c3'], 0)).toEqual([]);
  expect(namedBest('c3', ['c3'], 2)).toEqual([]);
});
