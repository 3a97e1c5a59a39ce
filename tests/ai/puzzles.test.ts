// Every shipped puzzle re-proved by the exact solver: the stated value of every move, one best
// move that is the answer, a win or a draw for the side to move, and the hard opponent missing it.
import { describe, expect, test } from 'vitest';
import { squareName } from '../../src/engine/index.ts';
import { familyOf, PUZZLE_RULES } from '../../src/ai/puzzles/generate.ts';
import { judgePuzzle, solveEveryMove } from '../../src/ai/puzzles/prove.ts';
import { PUZZLE_ENTRIES, puzzleNumber, readPuzzle } from '../../src/ai/puzzles/puzzle-set.ts';

describe('puzzle set', () => {
  test('every layout family has puzzles, and no position comes twice', () => {
    const families = new Set(PUZZLE_ENTRIES.map((p) => familyOf(p.record)));
    expect([...families].sort()).toEqual(Object.keys(PUZZLE_RULES).sort());
    expect(new Set(PUZZLE_ENTRIES.map((p) => p.record)).size).toBe(PUZZLE_ENTRIES.length);
  });

  test(
    "every puzzle is proved again: each move's value, one best move, hard misses it",
    { timeout: 120_000 },
    () => {
      PUZZLE_ENTRIES.forEach((entry, i) => {
        const puzzle = readPuzzle(entry, i + 1);
        const position = puzzle.position;
        const outcomes = solveEveryMove(position);
        const name = (s: number) => squareName(position.layout, s);
        const stated = [...puzzle.values].map(([s, v]) => `${name(s)}:${v}`).sort();
        expect(outcomes.map((o) => `${name(o.square)}:${o.value}`).sort(), entry.record).toEqual(stated);
        const verdict = judgePuzzle(position, outcomes);
        expect(verdict, entry.record).toMatchObject({ answer: puzzle.answerSquare, value: puzzle.value });
      });
    },
  );

  test('puzzle numbers run from 1 to the size of the set', () => {
    expect(puzzleNumber(1)!.record).toBe(PUZZLE_ENTRIES[0]!.record);
    expect(puzzleNumber(PUZZLE_ENTRIES.length)!.number).toBe(PUZZLE_ENTRIES.length);
    for (const n of [0, -1, 1.5, NaN, PUZZLE_ENTRIES.length + 1]) expect(puzzleNumber(n)).toBeNull();
  });

  test('a judged position that is no puzzle says why', () => {
    const puzzle = puzzleNumber(1)!;
    const tied = [...puzzle.values].map(([square]) => ({ square, value: puzzle.value }));
    expect(judgePuzzle(puzzle.position, tied)).toEqual({ none: `${tied.length} moves are best` });
    const losing = [...puzzle.values].map(([square, value]) => ({ square, value: value - 100 }));
    expect(judgePuzzle(puzzle.position, losing)).toEqual({ none: 'every move loses' });
  });
});
