// The review's costs against a brute-force minimax on tiny layouts: every move of seeded random
// games, with and without equal moves, gets the exact cost and every best move.

import { describe, expect, test } from 'vitest';
import {
  parseLayout,
  Position,
  randomIndex,
  rulesOf,
  seededRandom,
  squareName,
  writeRecord,
} from '../../../src/engine/index.ts';
import { analyseMoves, analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { EXACT_REACH } from '../../../src/ai/coach/position-value.ts';
import { lookUp } from '../../../src/ai/book/book.ts';
import { bestMovesByBruteForce, bruteForce } from '../minimax.ts';

function randomGame(id: string, equalMoves: boolean, seed: number): Position {
  const position = new Position(rulesOf(parseLayout(id), { equalMoves }));
  const random = seededRandom(seed);
  while (!position.isOver()) {
    const moves = position.legalMoveList();
    position.playUnchecked(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

describe('analyse - costs equal brute-force minimax', () => {
  for (const [id, games] of [
    ['square:3', 1],
    ['grid:2x4', 3],
    ['beaker:3x3', 4],
    ['grid:2x3', 4],
  ] as const) {
    for (const equalMoves of [false, true]) {
      test(`${id}${equalMoves ? ' with equal moves' : ''}`, () => {
        for (let seed = 1; seed <= games; seed++) {
          const game = randomGame(id, equalMoves, seed);
          const reviews = [...analyseRecord(writeRecord(game))];
          expect(reviews.map((r) => r.move)).toEqual(game.moves().map((s) => squareName(game.layout, s)));
          const position = new Position(game.rules);
          for (const review of reviews) {
            const p = position.turn();
            const { moves, value } = bestMovesByBruteForce(position);
            const gain = position.deltaScore(p, review.square);
            position.playUnchecked(review.square);
            const played = gain - bruteForce(position);
            expect(review.exact).toBe(true);
            expect(review.mover).toBe(p);
            expect(review.cost).toBe(value - played);
            expect(review.best).toEqual(moves.map((s) => squareName(game.layout, s)));
          }
        }
      });
    }
  }
});

describe('analyse - reach', () => {
  test('beyond the solver, the cost is the expert estimate: one best move, never negative, labelled', () => {
    const game = randomGame('square:6', false, 7);
    const moves = game.moves().slice(0, 4);
    const reviews = [...analyseMoves(new Position(game.rules), moves, { nodes: 5_000 })];
    expect(reviews).toHaveLength(4);
    for (const review of reviews) {
      expect(review.exact).toBe(false);
      expect(review.best).toHaveLength(1);
      expect(review.cost).toBeGreaterThanOrEqual(0);
    }
  });

  test('a book position is exact even far from the end', () => {
    const start = new Position(rulesOf(parseLayout('square:5'), {}));
    expect(start.movesLeft()).toBeGreaterThan(EXACT_REACH);
    const entry = lookUp(start)!;
    const best = entry.best[0]!;
    const [review] = [...analyseMoves(start, [best], { nodes: 2_000 })];
    expect(review!.exact).toBe(true);
    expect(review!.cost).toBe(0);
    expect(review!.value).toBe(entry.value);
  });

  test('a move the solver proves worse than the best costs the difference, exactly', () => {
    const game = randomGame('square:5', false, 3);
    const start = new Position(game.rules);
    const moves = game.moves();
    for (const m of moves.slice(0, moves.length - 10)) start.playUnchecked(m);
    const reviews = [...analyseMoves(start, moves.slice(moves.length - 10))];
    expect(reviews.every((r) => r.exact)).toBe(true);
    // A random player gives points away somewhere in ten moves.
    expect(reviews.some((r) => r.cost > 0)).toBe(true);
    for (const r of reviews) expect(r.cost === 0).toBe(r.best.includes(r.move));
  });

  test('under jumps the deepening pass works out a short game: the estimates become exact', () => {
    // Medium against Hard on square:4 with jumps; from move 7 every position is worked out.
    const record = 'square:4/jumps b3 c3 b2 c2 a3 a2 d3 d2 c4 b4 d1 b1 c1 a4 d4 a1';
    const last = (options: { deepNodes?: number }) => {
      const byIndex = new Map<number, MoveReview>();
      for (const r of analyseRecord(record, { from: 6, ...options })) byIndex.set(r.index, r);
      return [...byIndex.values()];
    };
    const shallow = last({ deepNodes: 0 });
    const deep = last({});
    expect(shallow.filter((r) => !r.exact).length).toBeGreaterThan(0);
    expect(deep.every((r) => r.exact)).toBe(true);
    for (const r of deep) expect(r.cost === 0).toBe(r.best.includes(r.move));
  });
});
