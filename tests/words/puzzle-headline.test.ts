// A puzzle solve's headline by the wrong tries before it (words/puzzle-streak-words.ts): a first try
// cheered, one or two wrong tries a plain "Solved!", and more (a warm-up's list of what is left
// narrows with each try, so the answer is found by then) "Found it", never a cheer.
import { expect, test } from 'vitest';
import { solvedHeadline } from '../../src/words/puzzle-streak-words.ts';

test('the headline plainer as the wrong tries before the solve grow', () => {
  expect([0, 1, 2, 3, 5].map(solvedHeadline)).toEqual([
    'First try!',
    'Solved!',
    'Solved!',
    'Found it',
    'Found it',
  ]);
});
