// The expert's signature, as chess engines pin their bench node count: on fixed positions of every
// layout kind and scoring, its move, node count and depth at a fixed budget, and the solver's value,
// best moves and node count. Any change to the search's behaviour (ordering, pruning, evaluation,
// hashing) moves a number here; a change made on purpose updates them in the same commit, saying why.
import { describe, expect, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';

describe('expert signature', () => {
  test.each([
    ['square:6 c3 d4', 'e5', 20004, 4],
    ['petri:7 d4 c3 e5 d3', 'd2', 20002, 4],
    ['beaker:6x7 d c e d', 'c2', 20002, 8],
    ['flask:8x3 d e', 'd2', 20001, 8],
    ['hex:4 d4 e5 c3', 'f6', 20023, 4],
    ['square:6/connections c3 d4 d3', 'b2', 20012, 4],
    ['hex:5/equal/connections e5 d4 f6 f5', 'g5', 20000, 3],
  ])('expert:20000 on %s plays %s after %i nodes at depth %i', (record, move, nodes, depth) => {
    const position = replayRecord(record);
    const choice = createAgent('expert:20000').choose(position);
    expect([squareName(position.layout, choice.square), choice.nodes, choice.depth]).toEqual([
      move,
      nodes,
      depth,
    ]);
  });

  test.each([
    ['square:5 d4 d2 a1 b5 d3 c1 d5 e1 b1 a2 c3 e2 b3 c2', 14, ['b4'], 3498],
    ['hex:3 c3 b3', 8, ['d3'], 64095],
    ['flask:6x3 c d', 0, ['d2'], 10736],
    ['square:4/connections b2', 0, ['b3', 'c3', 'c2'], 26147],
  ])('solve %s: value %i, best %j, %i nodes', (record, value, best, nodes) => {
    const position = replayRecord(record);
    const solution = solvePosition(position);
    expect([
      solution.value,
      solution.best.map((m) => squareName(position.layout, m)),
      solution.nodes,
    ]).toEqual([value, best, nodes]);
  });
});
