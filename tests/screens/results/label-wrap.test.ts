// A results button's words that take two lines keep the board they name whole on the second.
import { expect, test } from 'vitest';
import { boardHeldTogether } from '../../../src/screens/results/label-wrap.ts';

test('the board a button names is held together from "on", the rest wraps as before', () => {
  const shown = boardHeldTogether('Next step: Medium on a hexagon 4 a side');
  expect(shown.split(' ')).toEqual([
    'Next',
    'step:',
    'Medium',
    'on\u00a0a\u00a0hexagon\u00a04\u00a0a\u00a0side',
  ]);
  // The same words, read the same.
  expect(shown.replaceAll('\u00a0', ' ')).toBe('Next step: Medium on a hexagon 4 a side');
});

test('words naming no board are unchanged', () => {
  expect(boardHeldTogether('Review your moves')).toBe('Review your moves');
});
