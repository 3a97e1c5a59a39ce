// The expert's search against a brute-force minimax on tiny layouts: a wrong window passes
// casual tests and still plays badly, so every value is checked exactly, with and without equal
// moves, from the empty board and from seeded random positions, at every depth cap.

import { describe, expect, test } from 'vitest';
import { parseLayout, Position, randomIndex, seededRandom, rulesOf } from '../../src/engine/index.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { bestMovesByBruteForce } from './minimax.ts';
import { nearTheEnd } from './near-the-end.ts';

function randomPosition(id: string, equalMoves: boolean, seed: number): Position {
  const position = new Position(rulesOf(parseLayout(id), { equalMoves }));
  const random = seededRandom(seed);
  const plies = randomIndex(random, position.totalMoves);
  for (let i = 0; i < plies; i++) {
    const moves = position.legalMoveList();
    position.playUnchecked(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

const TINY = ['grid:2x3', 'square:3', 'beaker:2x3', 'flask:4x1', 'beaker:3x3', 'grid:2x4'];

describe('expert search is exact to the end of the game', () => {
  for (const id of TINY) {
    for (const equalMoves of [false, true]) {
      test(`${id}${equalMoves ? ' with equal moves' : ''}`, () => {
        const search = new ExpertSearch(undefined, 12);
        const mirrored = new ExpertSearch(undefined, 12, true, true);
        for (let seed = 0; seed < 12; seed++) {
          const position =
            seed === 0
              ? new Position(rulesOf(parseLayout(id), { equalMoves }))
              : randomPosition(id, equalMoves, seed);
          if (position.isOver()) continue;
          const hash = [position.hashLo, position.hashHi, position.ply];
          // One brute-force minimax gives both the value and every best move.
          const brute = bestMovesByBruteForce(position);
          const expected = brute.value;
          const result = search.search(position, { nodes: Infinity });
          expect(result.value).toBe(expected);
          expect(result.exact).toBe(true);
          // Sharing table entries between mirror images changes nothing but the work.
          expect(mirrored.search(position, { nodes: Infinity }).value).toBe(expected);
          expect([position.hashLo, position.hashHi, position.ply]).toEqual(hash);
          // The chosen move is one of the best.
          expect(brute.moves).toContain(result.square);
          // The solver lists exactly the best moves, and the value from player 1's side.
          const solution = solvePosition(position, { tableBits: 12 });
          expect(solution.best).toEqual(brute.moves);
          const sign = position.turn() === 1 ? 1 : -1;
          expect(solution.value).toBe(position.scoreDifference() + sign * expected);
        }
      });
    }
  }
});

describe('expert search with a depth cap or a small budget', () => {
  test('a shallow search still returns a legal move and leaves the position unchanged', () => {
    for (const id of ['square:5', 'beaker:4x5', 'petri:6']) {
      for (let seed = 1; seed < 6; seed++) {
        const position = randomPosition(id, false, seed);
        if (position.isOver()) continue;
        const before = position.moves();
        for (const limits of [
          { nodes: Infinity, maxDepth: 1 },
          { nodes: Infinity, maxDepth: 3 },
          { nodes: 500 },
        ]) {
          const result = new ExpertSearch().search(position, limits);
          expect(position.isLegal(result.square)).toBe(true);
          expect(position.moves()).toEqual(before);
        }
      }
    }
  });

  test('a depth-1 search of the raw score plays the largest immediate gain', () => {
    const position = randomPosition('square:5', false, 7);
    const search = new ExpertSearch({
      tempo: 0,
      threat: 0,
      potential: 0,
      reach: 0,
      room: 0,
      divisions: 0,
      outlook: 0,
      influence: 0,
    });
    const result = search.search(position, { nodes: Infinity, maxDepth: 1 });
    const p = position.turn();
    const gains = position.legalMoveList().map((m) => position.deltaScore(p, m));
    expect(position.deltaScore(p, result.square)).toBe(Math.max(...gains));
  });
});

describe('expert search is exact on hexagons and by connections', () => {
  for (const id of [
    'hex:3',
    'hex:3/connections',
    'hex:3/equal',
    'grid:2x4/connections',
    'square:3/connections',
    'beaker:3x3/connections',
    'flask:4x1/equal/connections',
  ]) {
    test(id, () => {
      const search = new ExpertSearch(undefined, 14);
      const mirrored = new ExpertSearch(undefined, 14, true, true);
      for (let seed = 1; seed <= 6; seed++) {
        const position = nearTheEnd(id, 4 + (seed % 4), seed);
        const best = bestMovesByBruteForce(position);
        const expected = best.value;
        const result = search.search(position, { nodes: Infinity });
        expect(result.value).toBe(expected);
        expect(mirrored.search(position, { nodes: Infinity }).value).toBe(expected);
        expect(best.moves).toContain(result.square);
        const solution = solvePosition(position, { tableBits: 14 });
        expect(solution.best).toEqual(best.moves);
        const sign = position.turn() === 1 ? 1 : -1;
        expect(solution.value).toBe(position.scoreDifference() + sign * expected);
        // A depth cap still answers with a legal move, with the evaluation at the horizon.
        const shallow = search.search(position, { nodes: Infinity, maxDepth: 2 });
        expect(position.isLegal(shallow.square)).toBe(true);
      }
    });
  }
});
