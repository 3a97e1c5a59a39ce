// The coach's words name squares; on hexagonal and triangular boards the board shows those names on
// the squares. Which squares, from the words themselves.
import { expect, test } from 'vitest';
import { parseLayout, squareName } from '../../../src/engine/index.ts';
import { namedSquares, squaresToTag } from '../../../src/screens/game/named-squares.ts';

const names = (id: string, squares: number[]) => squares.map((s) => squareName(parseLayout(id), s));

test('the squares a review line, a hint and a preview name, in order, once each, only real squares', () => {
  const hex4 = parseLayout('hex:4');
  expect(
    names('hex:4', namedSquares('b5 scored +10 now, but g7 ends 3 better: Medium answered g7 for +2.', hex4)),
  ).toEqual(['b5', 'g7']);
  expect(
    names(
      'hex:4',
      namedSquares('Try d4 for 3, and it blocks their 4.\na4: +8 now, but costs about 4 by the end.', hex4),
    ),
  ).toEqual(['d4', 'a4']);
  // a7 is no hexagon of hex:4 (row 7 starts at d); "+4", "x2" and words are no names.
  expect(names('hex:4', namedSquares('a7 and d7, +4 and x2 then e5', hex4))).toEqual(['d7', 'e5']);
  // A jump names where it leaves and where it lands.
  expect(names('hex:4', namedSquares('c3xe5 was better', hex4))).toEqual(['c3', 'e5']);
  expect(namedSquares('Your cell stands alone (+1).', hex4)).toEqual([]);
});

test('tagged on hexagons and triangles only, less the squares the board already marks', () => {
  const words = 'c1: +1 for you now, and it sets up d2 for +6 next';
  const tri = parseLayout('tri:4');
  const c1 = namedSquares('c1', tri)[0]!;
  expect(names('tri:4', squaresToTag(words, tri))).toEqual(['c1', 'd2']);
  expect(names('tri:4', squaresToTag(words, tri, [c1]))).toEqual(['d2']);
  expect(squaresToTag(words, parseLayout('square:5'))).toEqual([]);
  expect(squaresToTag(words, parseLayout('beaker:4x5'))).toEqual([]);
  expect(squaresToTag(null, tri)).toEqual([]);
  expect(names('hex:3', squaresToTag(words, parseLayout('hex:3')))).toEqual(['c1', 'd2']);
});
