// Labels a new player could not read at a glance. Closed Best moves said "Best later" (its
// meaning only in the long-press name), and the upright phone's short results sheet led on with
// "More about this game"; "Best in 10" left a new player asking what "Best" was. Each now says
// what it is: the button's own name with a badge of the moves to go, and the way to the whole
// sheet by what it opens.
import { expect, test } from 'vitest';
import { overlayClosedBadge } from '../../src/words/board-controls-words.ts';
import { RESULTS_WORDS } from '../../src/words/results-words.ts';

test('closed Best moves counts down on a badge beside its own name: "in 10", then 9…, "at end" far off', () => {
  expect([10, 9, 1].map((n) => overlayClosedBadge(n, 15))).toEqual(['in 10', 'in 9', 'in 1']);
  expect(overlayClosedBadge(120, 15)).toBe('at end');
});

test("the short sheet's way to the whole one names what it opens", () => {
  expect(RESULTS_WORDS.whole).toBe('Stats and chart');
  expect(RESULTS_WORDS.whole).not.toMatch(/^More/);
});
