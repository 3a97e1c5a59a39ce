// The puzzle set's best replies (src/ai/puzzles/puzzle-replies.json, made by scripts/puzzle-replies.ts):
// one for every move of every puzzle, each a move of the other side after it, and, re-solved for a
// few puzzles, one of the exact solver's best replies, the one scoring most at once among them.
// Newcomers' warm-ups come from the puzzles a beginner can reason out (reason-in-sight.ts).
import { describe, expect, test } from 'vitest';
import { squareGains } from '../../src/ai/coach/gains.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { moveAndReply } from '../../src/ai/puzzles/puzzle-reply.ts';
import { beginnerCanReason, reasonInSight } from '../../src/ai/puzzles/reason-in-sight.ts';
import { puzzleCount, puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import {
  EASIER_UNTIL_SOLVED,
  easierPuzzles,
  easierPuzzleFor,
  offeredOrder,
  warmUpPool,
} from '../../src/screens/menu/easier-puzzle.ts';

describe('best replies', () => {
  test('every move of every puzzle has a reply, a move of the other side after it', () => {
    for (let n = 1; n <= puzzleCount(); n++) {
      const puzzle = puzzleNumber(n)!;
      for (const s of puzzle.values.keys()) {
        const m = moveAndReply(puzzle, s);
        const after = puzzle.position.clone();
        after.play(s);
        if (after.isOver()) expect(m.reply).toBeNull();
        else {
          expect(m.reply, `puzzle ${n} move ${m.name}`).not.toBeNull();
          expect(after.legalMoveList()).toContain(m.reply!.square);
        }
      }
    }
  });

  test("re-solved, each reply is one of the solver's best, the one that scores most at once", () => {
    for (const n of [3, 8]) {
      const puzzle = puzzleNumber(n)!;
      for (const s of puzzle.values.keys()) {
        const after = puzzle.position.clone();
        after.play(s);
        const best = solvePosition(after).best;
        const reply = moveAndReply(puzzle, s).reply!;
        expect(best).toContain(reply.square);
        const most = Math.max(...best.map((b) => squareGains(after, b).gain));
        expect(reply.gain).toBe(most);
      }
    }
  }, 60_000);
});

describe('warm-ups a beginner can reason out', () => {
  test('the pool holds only puzzles whose answer shows its reason within a move or two, and they are offered first', () => {
    const pool = warmUpPool();
    // Enough for a newcomer's first days: one warm-up a day until a few are solved.
    expect(pool.length).toBeGreaterThan(2 * EASIER_UNTIL_SOLVED);
    for (const n of pool) expect(beginnerCanReason(puzzleNumber(n)!)).toBe(true);
    expect(offeredOrder().slice(0, pool.length)).toEqual(pool);
    // No easier puzzle is lost: the rest follow, in their order.
    expect([...offeredOrder()].sort((a, b) => a - b)).toEqual([...easierPuzzles()].sort((a, b) => a - b));
    // A newcomer's first warm-up is one of them, and its answer scores the most now.
    expect(pool).toContain(easierPuzzleFor({}, -1));
    expect(reasonInSight(puzzleNumber(easierPuzzleFor({}, -1)!)!).scoresMost).toBe(true);
    // The plainest reasons first: scoring most, then blocking, then the exchange.
    const way = (n: number) => {
      const r = reasonInSight(puzzleNumber(n)!);
      return r.scoresMost ? 0 : r.blocksBiggest ? 1 : 2;
    };
    const ways = pool.map(way);
    expect(ways).toEqual([...ways].sort((a, b) => a - b));
    expect(new Set(ways).size).toBeGreaterThan(1);
  });

  test('the ways are what they say: scoring most, blocking their biggest, the best after their reply', () => {
    const rejected = easierPuzzles().filter((n) => !beginnerCanReason(puzzleNumber(n)!));
    expect(rejected.length).toBeGreaterThan(0);
    for (const n of easierPuzzles()) {
      const puzzle = puzzleNumber(n)!;
      const r = reasonInSight(puzzle);
      const at = puzzle.position;
      const others = [...puzzle.values.keys()].filter((s) => s !== puzzle.answerSquare);
      const gain = (s: number) => squareGains(at, s).gain;
      expect(r.scoresMost).toBe(Math.max(...others.map(gain)) < gain(puzzle.answerSquare));
    }
  });
});
