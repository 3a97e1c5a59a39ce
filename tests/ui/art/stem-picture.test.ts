// A waiting stem cell shows the pieces it has earned so far (src/ui/art/stem-picture.ts): one towards
// each neighbour a player holds, in that player's colour; empty neighbours and other stem cells earn
// nothing yet.
import { expect, test } from 'vitest';
import { parseRules, Position, readSquareName, squareName } from '../../../src/engine/index.ts';
import { earnedPieces, stemPieces } from '../../../src/ui/art/stem-picture.ts';

function playedOn(rules: string, moves: readonly string[]): Position {
  const position = new Position(parseRules(rules));
  for (const m of moves) position.play((readSquareName(position.layout, m) as { square: number }).square);
  return position;
}

test('a waiting stem cell on square:5 earns a piece towards each held neighbour, for its holder', () => {
  const p = playedOn('square:5/stem', ['b3', 'd3', 'c4']);
  const c3 = (readSquareName(p.layout, 'c3') as { square: number }).square;
  expect(stemPieces(p.layout, c3)).toHaveLength(8);
  const earned = earnedPieces(p.layout, c3, p.owner).map((e) => [squareName(p.layout, e.square), e.player]);
  expect(earned.sort()).toEqual([
    ['b3', 1],
    ['c4', 1],
    ['d3', 2],
  ]);
});

test('a stem cell beside another earns nothing towards it; with nothing held, nothing at all', () => {
  const empty = playedOn('square:6/stem', []);
  const c3 = (readSquareName(empty.layout, 'c3') as { square: number }).square;
  expect(earnedPieces(empty.layout, c3, empty.owner)).toEqual([]);
  const p = playedOn('square:6/stem', ['b3', 'e3']);
  const earned = earnedPieces(p.layout, c3, p.owner).map((e) => squareName(p.layout, e.square));
  // c3's neighbours c4, d3 and d4 are stem cells: only b3 is held.
  expect(earned).toEqual(['b3']);
});
