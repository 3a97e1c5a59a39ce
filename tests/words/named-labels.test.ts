// Labels a new player could not read at a glance. Closed Best moves said "Best later" (its
// meaning only in the long-press name), and the upright phone's short results sheet led on with
// "More about this game". Each now says what it is: the button's own name with the moves to go,
// and the way to the whole sheet by what it opens.
import { expect, test } from 'vitest';
import { overlayClosedCaption } from '../../src/words/board-controls-words.ts';
import { RESULTS_WORDS } from '../../src/words/results-words.ts';

test('closed Best moves counts down in its own name: "Best in 10", then 9…, "Best at end" far off', () => {
  expect([10, 9, 1].map((n) => overlayClosedCaption(n, 15))).toEqual([
    'Best in 10',
    'Best in 9',
    'Best in 1',
  ]);
  expect(overlayClosedCaption(120, 15)).toBe('Best at end');
});

test("the short sheet's way to the whole one names what it opens", () => {
  expect(RESULTS_WORDS.whole).toBe('Stats and chart');
  expect(RESULTS_WORDS.whole).not.toMatch(/^More/);
});
