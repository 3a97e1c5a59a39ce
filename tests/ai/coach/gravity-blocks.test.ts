// Where cells fall (a beaker, a flask), filling a square opens the one above it to the other player:
// the preview says a move "blocks" only what the other player cannot take there next.
import { expect, test } from 'vitest';
import { readSquareName, replayRecord } from '../../../src/engine/index.ts';
import { squareGains, worthWords } from '../../../src/ai/coach/gains.ts';

function gainsOf(record: string, name: string) {
  const position = replayRecord(record);
  const read = readSquareName(position.layout, name);
  if (!('square' in read)) throw new Error(name);
  return squareGains(position, read.square);
}

test('a square whose gain the other player takes again just above blocks nothing', () => {
  // d1 is worth +3 to the other player, and so is d2, which filling d1 opens.
  const record = 'beaker:4x4 a1 b1 c1';
  const position = replayRecord(record);
  const d1 = readSquareName(position.layout, 'd1');
  if (!('square' in d1)) throw new Error('d1');
  expect(position.deltaScore(position.turn() === 1 ? 2 : 1, d1.square)).toBe(3);
  const g = gainsOf(record, 'd1');
  expect(g.denies).toBe(0);
  expect(worthWords(g)).toBe('+1 for you now');
});

test('what it opens above is taken off what a move blocks, and a lone cell above costs nothing', () => {
  // c2 blocks their +8 there, but opens c3 to them for +4: it blocks +4.
  expect(worthWords(gainsOf('beaker:4x4 b1 c1 b2', 'c2'))).toBe(
    '+3 for you now, and it blocks their +4 there',
  );
  // b2 blocks their +3, and b3 above it gives them only a lone cell's +1: the whole +3 is said.
  expect(worthWords(gainsOf('beaker:4x4 a1 b1', 'b2'))).toBe('+3 for you now, and it blocks their +3 there');
});
