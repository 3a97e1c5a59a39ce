// The exact search against brute force on many random positions a few moves from the end, of
// every kind of grid, gravity, scoring and equal moves: one search per rules answers them all in
// turn, so later positions meet the table moves and bounds the earlier ones left (the table's
// move is searched before any ordering), and mirror-image keys run where a position is symmetric.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ExactSearch } from '../../src/ai/expert/exact.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { bestMovesByBruteForce } from './minimax.ts';
import { nearTheEnd } from './near-the-end.ts';

const RULES = [
  'grid:3x4',
  'beaker:3x4',
  'square:4/connections',
  'hex:3',
  'petri:5/equal',
  'custom:4x4:f9f0',
  'grid:3x5/equal',
  'flask:6x2',
];

describe('the exact search on random positions', () => {
  test.each(RULES)('%s: every value, bound and best move equals brute force', (rules) => {
    const search = new ExactSearch(12, true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 3, max: 7 }), (seed, left) => {
        const position = nearTheEnd(rules, left, seed);
        // One brute-force minimax gives the value and every best move.
        const { moves, value } = bestMovesByBruteForce(position);
        const expected = value;
        expect(search.value(position)).toBe(expected);
        expect(search.value(position, expected - 1, expected)).toBeGreaterThanOrEqual(expected);
        expect(search.value(position, expected, expected + 1)).toBeLessThanOrEqual(expected);
        const solved = solvePosition(position, { tableBits: 12 });
        const sign = position.turn() === 1 ? 1 : -1;
        expect(solved.value).toBe(position.scoreDifference() + sign * value);
        expect(solved.best).toEqual(moves);
      }),
      { numRuns: 20, seed: 17 },
    );
  });
});
