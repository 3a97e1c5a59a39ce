// The lead chart's side words are said in its key, off the plot (ui/chart-side-key.ts): reviewers
// read "You win" and "Medium wins" standing on the bars, on a side phone and a desktop.
import { expect, test } from 'vitest';
import { chartPlayers } from '../../src/ui/chart-data.ts';
import { sidesInKey } from '../../src/ui/chart-side-key.ts';
import { bestPlaySideWords, leadSideWords } from '../../src/words/chart-words.ts';

test("the key's names say whose bars are whose: the review's who wins, the results' who leads", () => {
  const who = chartPlayers(['You', 'Medium'], ['green', 'fuchsia'], false);
  const names = (w: typeof who) => w.players.map((p) => p.name);
  expect(names(sidesInKey(who, 0, bestPlaySideWords))).toEqual(['You win', 'Medium wins']);
  expect(names(sidesInKey(who, 0, leadSideWords))).toEqual(['You lead', 'Medium leads']);
  // The person second: their lead is up, the colours stay each player's own.
  const second = sidesInKey(
    chartPlayers(['Medium', 'You'], ['fuchsia', 'green'], false),
    1,
    bestPlaySideWords,
  );
  expect(names(second)).toEqual(['Medium wins', 'You win']);
  expect(second.players.map((p) => p.palette)).toEqual(['fuchsia', 'green']);
});
