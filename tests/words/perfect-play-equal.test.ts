// The perfect-play banner where every square is worth the same (the empty board of a solved
// layout): one line saying so, not a list of every square at the same value.
import { expect, test } from 'vitest';
import { everyMoveWords, overlayWords } from '../../src/words/perfect-play-words.ts';

const squares = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];
const allAt = (margin: number) => ({
  available: true as const,
  best: squares.map((_, i) => i),
  values: squares.map((move, square) => ({ square, move, margin })),
});

test('every first move the same - one line, no list of squares', () => {
  expect(overlayWords(allAt(0), true)).toBe('Every first move leads to a draw with best play.');
  expect(overlayWords(allAt(4), true)).toBe('Every first move wins by 4 with best play.');
  expect(overlayWords(allAt(-2), false)).toBe('Every move loses by 2 with best play.');
  expect(overlayWords(allAt(0), true)).not.toMatch(/a1|c3|,/);
});

test('squares of different worth - the numbers explained and the best listed, as before', () => {
  const mixed = {
    ...allAt(0),
    best: [4],
    values: allAt(0).values.map((v) => (v.square === 4 ? { ...v, margin: 2 } : v)),
  };
  expect(overlayWords(mixed, true)).toMatch(/Ringed best: \+2 at b2\.$/);
  // One square left: its value, not "every move".
  expect(
    overlayWords({ available: true, best: [0], values: [{ square: 0, move: 'a1', margin: 0 }] }),
  ).toMatch(/Ringed best: 0 at a1\.$/);
  expect(everyMoveWords(0, false)).toBe('Every move leads to a draw with best play.');
});
