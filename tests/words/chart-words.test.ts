// The lead charts' halves named on the plot: who leads (the results) or who wins with best play (the
// review), "You" with its own verb, anyone else by name.
import { expect, test } from 'vitest';
import { bestPlaySideWords, leadSideWords } from '../../src/words/chart-words.ts';

test('chart words - whose half is whose, in a player’s grammar', () => {
  expect(leadSideWords('You', 'Easy')).toEqual(['You lead', 'Easy leads']);
  expect(leadSideWords('Ana', 'Ben')).toEqual(['Ana leads', 'Ben leads']);
  expect(bestPlaySideWords('You', 'Medium')).toEqual(['You win', 'Medium wins']);
  expect(bestPlaySideWords('Ben', 'You')).toEqual(['Ben wins', 'You win']);
});
