// A row of the Best play known panel sets up a game on its board, its rules, against Perfect where
// Perfect is offered there, else the strongest opponent offered.
import { expect, test } from 'vitest';
import { chooseSolvedBoard, strongestOffered } from '../../src/game/solved-board-choice.ts';
import { DEFAULT_SETTINGS, rulesIdOf } from '../../src/game/settings.ts';
import { perfectAvailable } from '../../src/game/solved-boards.ts';
import { SOLVED_ROWS } from '../../src/game/solved-values-data.ts';

test('every listed board: its rules, one person against the strongest opponent offered', () => {
  for (const row of SOLVED_ROWS) {
    const settings = {
      ...structuredClone(DEFAULT_SETTINGS),
      mode: 'watch' as const,
      custom: 'custom:3x3:fe8',
      equalMoves: !row.rules.includes('/equal'),
    };
    expect(chooseSolvedBoard(settings, row.rules)).toBe(true);
    expect(rulesIdOf(settings), row.rules).toBe(row.rules);
    expect(settings.mode).toBe('solo');
    expect(settings.opponent, row.rules).toBe(perfectAvailable(row.rules) ? 'perfect' : 'expert');
  }
});

test('Perfect where it is perfect, else Expert; a board the menu does not offer is left alone', () => {
  expect(strongestOffered('square:5')).toBe('perfect');
  expect(strongestOffered('square:12')).toBe('expert');
  const settings = structuredClone(DEFAULT_SETTINGS);
  expect(chooseSolvedBoard(settings, 'custom:3x3:fe8')).toBe(false);
  expect(settings).toEqual(DEFAULT_SETTINGS);
});
