// The Best play known panel's second page (issue 30): the triangles and the boards under capture, stem
// cells and jumps that the menu offers, named with their options, each setting up its game.
import { expect, test } from 'vitest';
import { chooseSolvedBoard } from '../../src/game/solved-board-choice.ts';
import { DEFAULT_SETTINGS, rulesIdOf } from '../../src/game/settings.ts';
import { SOLVED_VARIANT_ROWS } from '../../src/game/solved-values-data.ts';
import { solvedBoardName, solvedLines, solvedPage } from '../../src/ui/solved-perfect-words.ts';

test('the variants page lists the 16-cell boards the menu offers, the 9-cell ones said in its words', () => {
  const page = solvedPage('variants');
  expect(page.rows.map((r) => r.rules)).toEqual([
    'tri:4',
    'tri:4/stem',
    'tri:4/capture',
    'square:4/stem',
    'square:4/capture',
    'tri:4/jumps',
    'square:4/jumps',
  ]);
  const small = SOLVED_VARIANT_ROWS.length - page.rows.length;
  expect(small).toBe(15);
  expect(page.intro).toContain(`(${small} boards)`);
  expect(page.other).toEqual({ page: 'classic', label: '‹ Classic rules' });
  expect(solvedPage('classic').other.page).toBe('variants');
});

test('each row names its options and says the docs’ value', () => {
  expect(solvedBoardName('tri:4/capture')).toBe('Triangle 4 a side, with capture');
  expect(solvedBoardName('square:3/capture/stem/jumps')).toBe(
    'Square 3×3, with capture, stem cells and jumps',
  );
  expect(solvedBoardName('square:4/stem')).toBe('Square 4×4, with stem cells');
  expect(solvedBoardName('hex:3')).toBe('Hexagon 3 a side');
  expect(solvedLines(SOLVED_VARIANT_ROWS.find((r) => r.rules === 'square:4/capture')!)).toEqual([
    'Square 4×4, with capture: Player 2 wins by 120',
    'Every first move is as good as the others (16 of them).',
  ]);
  expect(solvedLines(SOLVED_VARIANT_ROWS.find((r) => r.rules === 'tri:4/jumps')!)[0]).toBe(
    'Triangle 4 a side, with jumps: Player 1 wins by 5',
  );
});

test('a row sets up its game with its options; a 9-cell board is left alone', () => {
  for (const row of solvedPage('variants').rows) {
    const settings = structuredClone(DEFAULT_SETTINGS);
    expect(chooseSolvedBoard(settings, row.rules), row.rules).toBe(true);
    expect(rulesIdOf(settings)).toBe(row.rules);
  }
  // From a game with the options on, a classic board's row turns them off.
  const settings = { ...structuredClone(DEFAULT_SETTINGS), capture: true, stem: true, jumps: true };
  expect(chooseSolvedBoard(settings, 'square:5')).toBe(true);
  expect(rulesIdOf(settings)).toBe('square:5');
  const untouched = structuredClone(DEFAULT_SETTINGS);
  expect(chooseSolvedBoard(untouched, 'tri:3/capture')).toBe(false);
  expect(untouched).toEqual(DEFAULT_SETTINGS);
});
