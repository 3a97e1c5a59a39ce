// The opening book and the `perfect` opponent: every position perfect can meet before the exact
// solver's reach is in the book for the boards it calls complete, also as a mirror image; the
// book's values and moves are re-proved by the solver on the small boards; perfect plays them.

import { describe, expect, test } from 'vitest';
import type { Position } from '../../src/engine/index.ts';
import { AgentError, createAgent } from '../../src/ai/index.ts';
import { bookIsComplete, bookRules, LARGE_BOOK_RULES, lookUp } from '../../src/ai/book/book.ts';
import { PERFECT_REACH, QUICK_REACH } from '../../src/ai/expert/perfect.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { emptyPosition } from '../../src/ai/rules-key.ts';

/**
 * Calls `visit` on every position where `seat` plays the book's move and the opponent plays
 * anything, until `reach` moves are left (Perfect's exact reach, or the book trees' end).
 */
function walk(
  position: Position,
  seat: 1 | 2,
  visit: (position: Position) => number,
  reach = PERFECT_REACH,
): void {
  if (position.movesLeft() <= reach) return;
  if (position.turn() === seat) {
    position.playUnchecked(visit(position));
    walk(position, seat, visit, reach);
    position.undo();
    return;
  }
  for (const reply of position.legalMoveList()) {
    position.playUnchecked(reply);
    walk(position, seat, visit, reach);
    position.undo();
  }
}

describe('opening book', () => {
  test('the book has the layouts of 13 to 20 squares, square:5 and flask:8x3', () => {
    const rules = bookRules();
    for (const key of ['square:4', 'grid:3x5', 'grid:3x5/equal', 'beaker:2x9', 'square:5', 'flask:8x3'])
      expect(rules).toContain(key);
  });

  test('a complete board has every position perfect meets before the solver reaches, whichever image and seat', () => {
    for (const key of bookRules().filter(bookIsComplete)) {
      const position = emptyPosition(key);
      // The large boards' trees (square:5, flask:8x3) end at Perfect's exact reach; the smaller boards' at the quick reach, so Perfect plays them instantly.
      const reach = LARGE_BOOK_RULES.includes(key) ? PERFECT_REACH : QUICK_REACH;
      if (position.movesLeft() > reach) {
        for (const seat of [1, 2] as const) {
          walk(
            position,
            seat,
            (p) => {
              const entry = lookUp(p);
              expect(entry, `${key} ${p.moves().join(' ')}`).not.toBeNull();
              expect(entry!.best).toContain(entry!.move);
              expect(p.isLegal(entry!.move)).toBe(true);
              return entry!.move;
            },
            reach,
          );
        }
      } else expect(lookUp(position), key).not.toBeNull();
    }
  });

  test('on the small boards the solver proves the value and best moves again, and perfect plays one of them', () => {
    const perfect = createAgent('perfect');
    let checked = 0;
    for (const key of bookRules().filter((k) => emptyPosition(k).movesLeft() <= 15)) {
      const position = emptyPosition(key);
      const entry = lookUp(position)!;
      const solution = solvePosition(position, { symmetry: false });
      expect({ key, value: entry.value, best: entry.best }).toEqual({
        key,
        value: solution.value,
        best: solution.best,
      });
      expect(solution.best).toContain(perfect.choose(position).square);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test('beyond the first move: every book position perfect meets on four cheap boards is proved again', () => {
    const perfect = createAgent('perfect');
    const proved = new Set<string>();
    for (const key of ['beaker:6x3', 'flask:4x7', 'flask:4x8', 'beaker:7x3/equal']) {
      expect(bookIsComplete(key), key).toBe(true);
      for (const seat of [1, 2] as const) {
        walk(
          emptyPosition(key),
          seat,
          (p) => {
            const entry = lookUp(p)!;
            const id = `${key} ${p.moves().join(' ')}`;
            if (!proved.has(id)) {
              proved.add(id);
              const solution = solvePosition(p, { symmetry: false });
              expect({ id, value: entry.value, best: entry.best }).toEqual({
                id,
                value: solution.value,
                best: solution.best,
              });
              expect(perfect.choose(p).square).toBe(entry.move);
            }
            return entry.move;
          },
          QUICK_REACH,
        );
      }
    }
    expect(proved.size).toBeGreaterThan(20);
    // Some 80 solves: the whole file under 19 s in CI, 83 s for this test alone with the cores shared.
  }, 180_000);

  test('perfect: its id, and off the book it plays a best move in reach', () => {
    expect(createAgent('perfect').id).toBe('perfect');
    expect(() => createAgent('perfect:2')).toThrow(AgentError);
    // square:6 is not in the book: 16 moves from the end (within its reach of 20) perfect solves.
    const position = emptyPosition('square:6');
    const order = [14, 21, 15, 20, 8, 27, 9, 26, 13, 22, 7, 28, 2, 33, 16, 19, 1, 34, 0, 35];
    for (const s of order) position.playUnchecked(s);
    expect(position.movesLeft()).toBe(16);
    expect(lookUp(position)).toBeNull();
    expect(solvePosition(position).best).toContain(createAgent('perfect').choose(position).square);
  });
});
