// The keyboard cursor on a hexagonal board, in Node: the first arrow shows it on the middle cell,
// the arrows step to the six neighbours, and up and down zigzag instead of drifting sideways.
// (Moved from the browser's rules.test.ts; the browser keeps the keys reaching the board in
// screen-reader-keys.test.ts.)
import { expect, test } from 'vitest';
import { CursorModel } from '../../../src/screens/game/cursor.ts';
import { makeMatch, squareName } from './ports.ts';

const UP = [0, -1] as const;
const RIGHT = [1, 0] as const;
const LEFT = [-1, 0] as const;

test('hex:3 - Enter plays the middle cell, then Right, Up, Up (zigzag), Left step to the neighbours', () => {
  const match = makeMatch('hex:3', ['human', 'human']);
  const cursor = new CursorModel({ position: () => match.position, play: (s) => match.play(s) });
  const played = () => match.position.moves().map((s) => squareName(match, s));
  cursor.move(...LEFT); // the first arrow only shows the cursor, on the middle cell
  expect(cursor.place(0)).toBe(true);
  expect(played()).toEqual(['c3']);
  for (const [key, square] of [
    [RIGHT, 'd3'],
    // Up from d3: its two upper neighbours d4 and e4 are as near; then back towards d3's column.
    [UP, 'd4'],
    [UP, 'e5'],
    [LEFT, 'd5'],
  ] as const) {
    cursor.move(key[0], key[1]);
    expect(cursor.place(0)).toBe(true);
    expect(played().at(-1)).toBe(square);
  }
  expect(played()).toEqual(['c3', 'd3', 'd4', 'e5', 'd5']);
});
