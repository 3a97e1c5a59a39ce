// The Solved boards screen says how to choose Perfect, and names the listed boards it is not offered on.
import { expect, test } from 'vitest';
import { SOLVED_ROWS } from '../../src/game/solved-values-data.ts';
import { perfectAvailable } from '../../src/game/solved-boards.ts';
import { boardName } from '../../src/ui/board-name.ts';
import { solvedPerfectWords } from '../../src/ui/solved-perfect-words.ts';

test('the words tell the way to Perfect in the menu, and every listed board without it', () => {
  const rules = SOLVED_ROWS.map((r) => r.rules);
  const words = solvedPerfectWords(rules);
  expect(words).toMatch(/in the menu press Change, choose the board under Board, then Perfect under Who plays\.$/);
  for (const r of rules) {
    if (perfectAvailable(r)) continue;
    expect(words).toContain(boardName(r));
  }
  expect(solvedPerfectWords(['square:4'])).not.toMatch(/all but/);
  expect(solvedPerfectWords(['square:4', 'square:6'])).toContain(`(all but ${boardName('square:6')})`);
});
