// The Best play known panel says its boards' buttons set up a game against Perfect, and names the listed boards it is not offered on.
import { expect, test } from 'vitest';
import { SOLVED_ROWS } from '../../src/game/solved-values-data.ts';
import { perfectAvailable } from '../../src/game/solved-boards.ts';
import { boardName } from '../../src/ui/board-name.ts';
import { solvedPerfectWords } from '../../src/ui/solved-perfect-words.ts';

test('the words say a board is chosen to set up a game against Perfect, and name every listed board without it', () => {
  const rules = SOLVED_ROWS.map((r) => r.rules);
  const words = solvedPerfectWords(rules);
  // A tap opens the setup with Perfect chosen; Play is the next tap, so the words say "set up".
  expect(words).toMatch(/^Choose a board to set up a game on it against Perfect/);
  expect(words).not.toMatch(/press Change/);
  for (const r of rules) {
    if (perfectAvailable(r)) continue;
    expect(words).toContain(boardName(r));
  }
  expect(solvedPerfectWords(['square:4'])).not.toMatch(/Expert/);
  expect(solvedPerfectWords(['square:4', 'square:6'])).toContain(
    `(on ${boardName('square:6')}, Expert: Perfect is not offered there)`,
  );
});
