// The Play card's picture (hero-opening.ts): on every kind of board an opening of legal moves, about
// a third of the board, in which both players' cells already divide; the same every time; none for
// an id the engine refuses.
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { heroMoves } from '../../../src/screens/menu/hero-opening.ts';

test.each([
  'square:5',
  'square:4',
  'square:8',
  'petri:7',
  'hex:4',
  'tri:6',
  'beaker:6x7',
  'flask:6x3',
  'square:5/capture',
])('%s: legal moves, 4 to 10, both players divided', (rules) => {
  const moves = heroMoves(rules);
  expect(moves).toEqual(heroMoves(rules));
  expect(moves.length).toBeGreaterThanOrEqual(4);
  expect(moves.length).toBeLessThanOrEqual(10);
  const position = new Position(parseRules(rules));
  for (const s of moves) position.play(s);
  for (const player of [1, 2])
    expect(
      moves.some((s) => position.owner[s] === player && position.pattern[s] !== 0),
      `player ${player} has a divided cell`,
    ).toBe(true);
});

test('an id the engine refuses gives no opening', () => {
  expect(heroMoves('square:99')).toEqual([]);
  expect(heroMoves('nonsense')).toEqual([]);
});
