// The keyboard cursor in Node: hidden until an arrow, then on the most central free square; the
// arrows move it; under gravity it stands where a cell would land; Enter plays there as a tap would.
import { expect, test } from 'vitest';
import { CursorModel } from '../../../src/screens/game/cursor.ts';
import { makeMatch, sq, squareName } from './ports.ts';

test('cursor - the first arrow shows it on the centre; arrows move it; Enter plays its square', () => {
  const match = makeMatch('square:5', ['human', 'human']);
  const cursor = new CursorModel({ position: () => match.position, play: (s) => match.play(s) });
  expect(cursor.target).toBe(-1);
  expect(cursor.place(0)).toBe(false); // Enter on a hidden cursor shows it
  expect(squareName(match, cursor.target)).toBe('c3');
  cursor.move(1, 0);
  expect(squareName(match, cursor.target)).toBe('d3');
  cursor.move(0, 1); // down the screen: rows count up from the bottom
  expect(squareName(match, cursor.target)).toBe('d2');
  expect(cursor.place(0)).toBe(true);
  expect(match.position.moves()).toEqual([sq(match, 'd2')]);
});

test('cursor - under gravity left and right go over the columns and the cursor stands where the cell lands', () => {
  const match = makeMatch('beaker:4x4', ['human', 'human']);
  const cursor = new CursorModel({ position: () => match.position, play: (s) => match.play(s) });
  cursor.showAt(sq(match, 'a4'));
  expect(squareName(match, cursor.target)).toBe('a1');
  cursor.move(1, 0);
  expect(squareName(match, cursor.target)).toBe('b1');
  cursor.move(0, 1);
  expect(squareName(match, cursor.target)).toBe('b1');
  expect(cursor.place(0)).toBe(true);
  expect(squareName(match, cursor.target)).toBe('b2');
});

test('cursor - its ring goes once the game is over (a finished board keeps no aim)', () => {
  const match = makeMatch('grid:2x2', ['human', 'human']);
  const cursor = new CursorModel({ position: () => match.position, play: (s) => match.play(s) });
  cursor.move(1, 0);
  expect(cursor.ring).toBeGreaterThanOrEqual(0);
  for (const name of ['a1', 'b1', 'a2']) match.play(sq(match, name));
  expect(cursor.ring).toBeGreaterThanOrEqual(0);
  match.play(sq(match, 'b2'));
  expect(match.position.isOver()).toBe(true);
  expect(cursor.ring).toBe(-1);
});

test('cursor - a pointer hides it; the next arrow shows it where it was, the next Enter shows it and plays nothing', () => {
  const match = makeMatch('square:5', ['human', 'human']);
  const cursor = new CursorModel({ position: () => match.position, play: (s) => match.play(s) });
  cursor.move(0, 0);
  cursor.move(1, 0);
  expect(squareName(match, cursor.target)).toBe('d3');
  cursor.pointerUsed();
  expect(cursor.ring).toBe(-1);
  expect(cursor.target).toBe(-1);
  // An arrow after the mouse: the brackets come back on d3 before any move.
  cursor.move(1, 0);
  expect(squareName(match, cursor.ring)).toBe('d3');
  cursor.move(1, 0);
  expect(squareName(match, cursor.target)).toBe('e3');
  // Enter after the mouse: shown, not played where nothing was drawn; the next Enter plays.
  cursor.pointerUsed();
  expect(cursor.place(0)).toBe(false);
  expect(match.position.moves()).toEqual([]);
  expect(squareName(match, cursor.ring)).toBe('e3');
  expect(cursor.place(0)).toBe(true);
  expect(match.position.moves()).toEqual([sq(match, 'e3')]);
});
