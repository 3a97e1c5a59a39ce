// The exact solver's own search (exact.ts) against brute force, from positions 8 moves from the
// end: far enough that its transposition cutoffs and its ordering by static value both run, on
// every kind of grid, gravity and scoring. And the builder's value-only solve gives the value of
// the full solve.

import { describe, expect, test } from 'vitest';
import { parseRules, Position } from '../../src/engine/index.ts';
import { ExactSearch } from '../../src/ai/expert/exact.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { hasSymmetry } from '../../src/ai/expert/symmetry.ts';
import { bruteForce } from './minimax.ts';
import { nearTheEnd } from './near-the-end.ts';

const RULES = ['grid:3x4', 'beaker:3x4', 'square:4/connections', 'hex:3', 'petri:5/equal', 'custom:4x4:f9f0'];

describe('the exact search', () => {
  test.each(RULES)(
    '%s: values 8 moves from the end equal brute force, asked whole or by null windows',
    (rules) => {
      for (let seed = 1; seed <= 3; seed++) {
        const position = nearTheEnd(rules, 8, seed);
        const expected = bruteForce(position);
        const search = new ExactSearch(14, hasSymmetry(position));
        expect(search.value(position)).toBe(expected);
        expect(new ExactSearch(14).solve(position, expected - 5)).toBe(expected);
        // A null window around the value answers on the right side of it.
        expect(new ExactSearch(14).value(position, expected - 1, expected)).toBeGreaterThanOrEqual(expected);
        expect(new ExactSearch(14).value(position, expected, expected + 1)).toBeLessThanOrEqual(expected);
      }
    },
  );

  test("the value alone is the full solve's value, without the best moves", () => {
    for (const rules of ['grid:3x4', 'beaker:3x5/equal', 'custom:4x4:f9f0']) {
      const position = new Position(parseRules(rules));
      const whole = solvePosition(position);
      const valueOnly = solvePosition(position, { valueOnly: true });
      expect(valueOnly.value).toBe(whole.value);
      expect(valueOnly.best).toEqual([]);
      expect(whole.best.length).toBeGreaterThan(0);
    }
  });
});
