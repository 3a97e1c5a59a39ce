// The book's entries one move into a board (scripts/book-first-moves.ts): after each kind of
// first move, the value and every best reply equal a solve of that position without symmetry,
// whatever the guess the solve file gives.

import { describe, expect, test } from 'vitest';
import { squareName } from '../../src/engine/index.ts';
import { canonicalKey, inverseOf, writeEntry } from '../../src/ai/book/book.ts';
import { rootMoveClasses, type RootOutcome } from '../../src/ai/expert/root-moves.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { emptyPosition } from '../../src/ai/rules-key.ts';
import { solveFirstMoves, type FirstMoveSolved } from '../../scripts/book-first-moves.ts';

describe('first-move book entries', () => {
  test.each([
    ['grid:3x4', 0],
    ['beaker:3x4', 0],
    ['grid:3x4', 9],
    ['square:3/equal', -7],
  ])('%s from guess %i: each first move solved as a plain solve does', (rules, guess) => {
    const position = emptyPosition(rules);
    const outcomes: RootOutcome[] = rootMoveClasses(position).map((squares) => ({
      squares,
      rest: guess,
      exact: false,
      nodes: 0,
    }));
    const solved: FirstMoveSolved[] = [];
    solveFirstMoves(position, outcomes, null, (s) => solved.push(s));
    expect(solved.map((s) => s.move)).toEqual(rootMoveClasses(position).map((squares) => squares[0]));
    for (const s of solved) {
      position.playUnchecked(s.move);
      const plain = solvePosition(position, { symmetry: false });
      const { key, map } = canonicalKey(position);
      const best = map === null ? plain.best : plain.best.map((b) => map[b]!);
      expect({ move: squareName(position.layout, s.move), value: s.value, key: s.key }).toEqual({
        move: squareName(position.layout, s.move),
        value: plain.value,
        key,
      });
      expect(s.entry).toBe(
        writeEntry(
          key,
          plain.value,
          best.sort((a, b) => a - b),
        ),
      );
      if (map !== null)
        expect(best.map((b) => inverseOf(position.layout, map)[b]).sort((a, b) => a! - b!)).toEqual(
          plain.best,
        );
      position.undo();
    }
    expect(() => {
      position.playUnchecked(solved[0]!.move);
      try {
        solveFirstMoves(position, outcomes, null, () => {});
      } finally {
        position.undo();
      }
    }).toThrow(/empty board/);
  });

  test('only the classes of the named squares', () => {
    const position = emptyPosition('grid:3x4');
    const solved: number[] = [];
    solveFirstMoves(position, [], [11], (s) => solved.push(s.move));
    const corner = rootMoveClasses(position).find((squares) => squares.includes(11))!;
    expect(solved).toEqual([corner[0]]);
  });
});
