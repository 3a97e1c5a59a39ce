// A board as the record, the history and the menu name it: family and size as the Play card says it,
// a built board by its saved name.
import { expect, test } from 'vitest';
import { boardName } from '../../src/ui/board-name.ts';

test('a family board by family and size; equal moves said', () => {
  expect(boardName('square:5')).toBe('Square 5×5');
  expect(boardName('hex:3/equal')).toBe('Hexagon 3 a side (equal moves)');
});

test('a built board by its saved name, or as "Your board", never by its id', () => {
  const saved = [{ name: 'Ring', id: 'custom:5x5:fc631f8' }];
  expect(boardName('custom:5x5:fc631f8', saved)).toBe('Ring, 16 squares');
  expect(boardName('custom:5x5:fc631f8/equal')).toBe('Your board, 16 squares (equal moves)');
});
