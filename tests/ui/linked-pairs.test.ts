// The board's links under scoring by connections are the pairs the engine counts: on square boards
// (8 neighbours, corners too) and hexagonal ones, after every move of seeded random games, each
// player's links number their score; under divisions scoring they are not the score.
import { describe, expect, test } from 'vitest';
import { parseRules, Position, readSquareName, seededRandom } from '../../src/engine/index.ts';
import { linkedPairs } from '../../src/ui/linked-pairs.ts';

const count = (p: Position, player: 1 | 2) =>
  linkedPairs(p.layout, (s) => p.owner[s]!).filter((l) => l.player === player).length;

describe('linked pairs', () => {
  test.each(['square:4/connections', 'square:6/connections', 'hex:5/connections', 'hex:4/equal/connections'])(
    "%s: each player's links number their score after every move",
    (rules) => {
      for (let seed = 1; seed <= 5; seed++) {
        const random = seededRandom(seed);
        const p = new Position(parseRules(rules));
        while (!p.isOver()) {
          const legal = p.legalMoveList();
          p.play(legal[Math.floor(random() * legal.length)]!);
          expect([count(p, 1), count(p, 2)]).toEqual([p.score(1), p.score(2)]);
        }
      }
    },
  );

  test('square corners link, and each pair is listed once with its lower square first', () => {
    const p = new Position(parseRules('square:4/connections'));
    const at = (n: string) => {
      const r = readSquareName(p.layout, n);
      if (!('square' in r)) throw new Error(n);
      return r.square;
    };
    for (const n of ['a1', 'd4', 'b2', 'd1']) p.play(at(n));
    const pairs = linkedPairs(p.layout, (s) => p.owner[s]!);
    expect(pairs).toEqual([{ player: 1, a: Math.min(at('a1'), at('b2')), b: Math.max(at('a1'), at('b2')) }]);
  });
});
