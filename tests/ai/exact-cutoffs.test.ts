// The exact search's shortcuts against plain minimax, on whole boards of at most 12 squares and
// on positions a few moves into them: the table's bounds and move, the enhanced transposition
// cutoffs (also from 3 moves left, so the small boards run them deep), children the table
// decides without playing them, the move ordering and mirror images are each turned off in turn,
// all at once, and the table made so small that entries replace each other. Every way must give
// minimax's value and exactly its best moves.

import { describe, expect, test } from 'vitest';
import { parseRules, Position, squareName } from '../../src/engine/index.ts';
import { solvePosition, type SolveOptions } from '../../src/ai/expert/solve.ts';
import { nearTheEnd } from './near-the-end.ts';

/** Plain minimax with every position's value kept (no pruning, no ordering): the rest of the game's value for the mover. */
function minimax(position: Position, known: Map<string, number>): number {
  if (position.isOver()) return 0;
  const key = `${position.hashLo},${position.hashHi}`;
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  const p = position.turn();
  let best = -Infinity;
  for (const m of position.legalMoveList()) {
    const g = position.deltaScore(p, m);
    position.playUnchecked(m);
    const v = g - minimax(position, known);
    position.undo();
    if (v > best) best = v;
  }
  known.set(key, best);
  return best;
}

interface Answer {
  value: number;
  best: string[];
}

const answers = new Map<string, Answer>();

/** The final difference with best play (player 1's side) and every best move in reading order, by minimax. */
function solveByMinimax(position: Position): Answer {
  const record = `${position.rules.id} ${position.hashLo},${position.hashHi}`;
  const answered = answers.get(record);
  if (answered !== undefined) return answered;
  const known = new Map<string, number>();
  const p = position.turn();
  const values = position.legalMoveList().map((m) => {
    const g = position.deltaScore(p, m);
    position.playUnchecked(m);
    const v = g - minimax(position, known);
    position.undo();
    return { m, v };
  });
  const rest = Math.max(...values.map((x) => x.v));
  const sign = p === 1 ? 1 : -1;
  const best = values.filter((x) => x.v === rest).map((x) => squareName(position.layout, x.m));
  answers.set(record, { value: position.scoreDifference() + sign * rest, best });
  return answers.get(record)!;
}

const WAYS: Record<string, SolveOptions> = {
  'every shortcut': {},
  'every shortcut, a table of 16 entries': { tableBits: 4 },
  'cutoffs from 3 moves left': { switches: { cutoffsFrom: 3 } },
  'cutoffs from 3 moves left, a table of 64 entries': { tableBits: 6, switches: { cutoffsFrom: 3 } },
  'no mirror images': { symmetry: false },
  'no table': { switches: { table: false } },
  'no transposition cutoffs': { switches: { cutoffsFrom: Infinity } },
  'every child played': { switches: { decidedChildren: false } },
  'reading order': { switches: { ordering: false } },
  'plain alpha-beta': {
    symmetry: false,
    switches: { table: false, cutoffsFrom: Infinity, decidedChildren: false, ordering: false },
  },
};

/** Boards of at most 12 squares: square cells, gravity, both scorings, equal moves, a custom shape. */
const BOARDS = [
  'square:3',
  'square:3/equal',
  'grid:3x4',
  'grid:2x5/connections',
  'beaker:3x4',
  'flask:4x4',
  'flask:6x1',
  'petri:4',
  'beaker:3x3/equal',
  'custom:4x4:f9f0',
];

/** The empty board, then positions 2 and 3 moves in (seeded), which are lopsided and have fewer best moves. */
function positionsOf(rules: string): Position[] {
  const empty = new Position(parseRules(rules));
  const size = empty.movesLeft();
  return [empty, nearTheEnd(rules, size - 2, 5), nearTheEnd(rules, size - 3, 11)];
}

describe('the exact search with its shortcuts on and off', () => {
  test.each(BOARDS)("%s: every way gives minimax's value and best moves", (rules) => {
    for (const position of positionsOf(rules)) {
      const expected = solveByMinimax(position);
      for (const [way, options] of Object.entries(WAYS)) {
        const solved = solvePosition(position, { tableBits: 12, ...options });
        const got = { value: solved.value, best: solved.best.map((s) => squareName(position.layout, s)) };
        expect(got, `${rules} after ${position.ply} moves, ${way}`).toEqual(expected);
      }
    }
  });

  test('the positions checked are not all draws with every move best', () => {
    const checked = BOARDS.flatMap(positionsOf).map(solveByMinimax);
    expect(checked.filter((c) => c.value !== 0).length).toBeGreaterThanOrEqual(15);
    expect(checked.filter((c) => c.best.length === 1).length).toBeGreaterThanOrEqual(10);
  });
});
