// The position's state is the position's own: others read the move count, the hash, the cells and
// the scores, and cannot write them (the type check rejects a write; a write to the move count or
// the hash throws at run time too).
import { describe, expect, test } from 'vitest';
import { parseRules, Position } from '../../src/engine/index.ts';

describe('position state', () => {
  test('ply and hash - read, never written from outside', () => {
    const p = new Position(parseRules('square:4'));
    p.play(5);
    expect(p.ply).toBe(1);
    const hash = [p.hashLo, p.hashHi];
    expect(hash).not.toEqual([0, 0]);
    expect(() => {
      // @ts-expect-error the move count is the position's own
      p.ply = 0;
    }).toThrow(TypeError);
    expect(() => {
      // @ts-expect-error the hash is the position's own
      p.hashLo = 0;
    }).toThrow(TypeError);
    expect(() => {
      // @ts-expect-error the hash is the position's own
      p.hashHi = 0;
    }).toThrow(TypeError);
    expect([p.ply, p.hashLo, p.hashHi]).toEqual([1, ...hash]);
  });

  test('owner and scores - readable views that the type check keeps from writes', () => {
    const p = new Position(parseRules('square:4'));
    p.play(5);
    p.play(6);
    expect([p.owner[5], p.owner[6], p.owner[0]]).toEqual([1, 2, 0]);
    expect(p.scores[1]).toBe(p.score(1));
    const writes = (q: Position) => {
      // @ts-expect-error the cells are the position's own
      q.owner[0] = 1;
      // @ts-expect-error the scores are the position's own
      q.scores[1] = 99;
      // @ts-expect-error the cells are the position's own
      q.owner.fill(0);
    };
    expect(writes).toBeTypeOf('function');
  });
});
