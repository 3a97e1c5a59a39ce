// The perfect-play banner where every square is worth the same (the empty board of a solved
// layout): one line saying so, not a list of every square at the same value; at 0, what the zeros
// mean; where the best only draw, what 0 and − mean.
import { expect, test } from 'vitest';
import { everyMoveWords, overlayWords } from '../../src/words/perfect-play-words.ts';

const squares = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];
const allAt = (margin: number) => ({
  available: true as const,
  best: squares.map((_, i) => i),
  values: squares.map((move, square) => ({ square, move, margin })),
});

test('every first move the same - one line, no list of squares', () => {
  // A board of zeros says what its zeros mean (review 25 read one as broken).
  expect(overlayWords(allAt(0), true)).toBe(
    'Every first move keeps the draw: 0 means best play ends in a draw.',
  );
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
  expect(overlayWords(mixed, true)).toMatch(/Ringed best: b2 \(you win by 2\)\.$/);
  // One square left: its value, not "every move".
  expect(
    overlayWords({ available: true, best: [0], values: [{ square: 0, move: 'a1', margin: 0 }] }),
  ).toMatch(/Ringed best: a1 \(a draw\)\.$/);
  expect(everyMoveWords(0, false)).toBe('Every move keeps the draw: 0 means best play ends in a draw.');
});

test('the best only draw and the rest lose - what 0 and − mean, then the squares that keep the draw', () => {
  const drawn = {
    ...allAt(0),
    best: [0, 4, 8],
    values: allAt(0).values.map((v) => ([0, 4, 8].includes(v.square) ? v : { ...v, margin: -2 })),
  };
  expect(overlayWords(drawn, false)).toBe(
    'Best moves: "draw" keeps the draw if neither of you slips; "lose by 2" would lose. Ringed best: a1, b2, c3 (a draw).',
  );
  // Where the best win, the words are the plain ones.
  const won = {
    ...drawn,
    values: drawn.values.map((v) => (drawn.best.includes(v.square) ? { ...v, margin: 3 } : v)),
  };
  expect(overlayWords(won, false)).toMatch(
    /^Best moves: each square shows .* Ringed best: a1, b2, c3 \(you win by 3\)\.$/,
  );
});
