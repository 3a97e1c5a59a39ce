import { describe, expect, test } from 'vitest';
import { parseLayout, Position, readSquareName, patternName } from '../../src/engine/index.ts';

// Player 2's filler cells on square:12, far from the top-left corner and never touching each other.
const FILLER = ['h1', 'j1', 'l1', 'h3', 'j3', 'l3', 'h5', 'j5', 'l5', 'h7', 'j7', 'l7'];

function square(position: Position, name: string): number {
  const read = readSquareName(position.layout, name);
  if (!('square' in read)) throw new Error(`bad square ${name}`);
  return read.square;
}

/** Player 1 places the given cells; player 2 answers with isolated filler cells. */
function placeForPlayer1(names: string[]): Position {
  const position = new Position(parseLayout('square:12'));
  names.forEach((name, i) => {
    position.play(square(position, name));
    position.play(square(position, FILLER[i]!));
  });
  return position;
}

describe('scoring', () => {
  test.each([
    ['one cell alone', ['b11'], 1],
    ['two side by side', ['b11', 'c11'], 4],
    ['two diagonal', ['b11', 'c10'], 4],
    ['three in a row', ['b11', 'c11', 'd11'], 6],
    ['three in a column', ['b11', 'b10', 'b9'], 6],
    ['a 2×2 block', ['b11', 'c11', 'b10', 'c10'], 24],
    ['a full 3×3 block', ['b11', 'c11', 'd11', 'b10', 'c10', 'd10', 'b9', 'c9', 'd9'], 64],
    ['two cells one square apart', ['b11', 'd11'], 2],
  ])('score - %s', (_, names, expected) => {
    const position = placeForPlayer1(names);
    expect(position.score(1)).toBe(expected);
    expect(position.score(2)).toBe(names.length);
  });

  test('score - the same totals in any rotation or position', () => {
    const block = placeForPlayer1(['a12', 'b12', 'a11', 'b11']);
    const elsewhere = placeForPlayer1(['d8', 'e8', 'd7', 'e7']);
    expect(block.score(1)).toBe(24);
    expect(elsewhere.score(1)).toBe(24);
  });

  test('division pattern - a 2×2 block corner is cut | − and \\', () => {
    const position = placeForPlayer1(['b11', 'c11', 'b10', 'c10']);
    // b11 touches c11 (−), b10 (|) and c10 (\): three axes, six sub-cells.
    expect(patternName(position.pattern[square(position, 'b11')]!)).toBe('1110');
    // c11 touches b11 (−), c10 (|) and b10 (/).
    expect(patternName(position.pattern[square(position, 'c11')]!)).toBe('1101');
  });

  test('move features - a gap between two own cells', () => {
    const position = placeForPlayer1(['b11', 'd11']);
    const m = square(position, 'c11');
    expect(position.overlap(1, m)).toBe(2);
    expect(position.interlap(1, m)).toBe(1);
    expect(position.unconnected(1, m)).toBe(2);
    expect(position.extensions(1, m)).toBe(0);
    expect(position.deltaScore(1, m)).toBe(4);
  });

  test('move features - extending a line', () => {
    const position = placeForPlayer1(['b11', 'c11']);
    const m = square(position, 'd11');
    expect(position.extensions(1, m)).toBe(1);
    expect(position.deltaScore(1, m)).toBe(2);
    expect(position.openness(m)).toBe(7);
  });
});
