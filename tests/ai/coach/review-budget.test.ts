// The review of a large game under capture and jumps stays bounded: the game the fresh reviewer's
// review froze on (hexagon 5 with capture and jumps, the person by a centre-out order, Medium
// replying; replayed here from its record, made by that play on the engine) took the solver
// 1.9 million positions and 100 s for one position 10 moves from the end. Every position's answer
// now visits at most the solver's budget and the estimate's, counted in positions, and a position
// the solver cannot finish within its budget is valued by the estimate, said as one.

import { expect, test } from 'vitest';
import { Position, replayRecord } from '../../../src/engine/index.ts';
import { analyseRecord } from '../../../src/ai/coach/analyse.ts';
import { PositionValuer } from '../../../src/ai/coach/position-value.ts';

const HEX_CAPTURE_GAME =
  'hex:5/capture/jumps e5 f7 e6 d5 f6 f5 d4 d3 e4 d7 d6 h7 g6 b4 c4 c5 f4 g5 c3 b3 e3 f3 e7 g8 g7 f8 c6 ' +
  'h6 g4 c2 d2 e2 e8 b5 h8 h5 b2 g9 a3 i6 g3 f2 c1 b1 c7 a1 i7 a2 f9 h9 d1 i9 b6 i8 a4 a5 h4 i5 d8 e1 e9';

// Small budgets keep the test quick on a loaded machine; the bound is the same at the game's own.
const EXACT = 12_000;
const ESTIMATE = 2_000;

test(
  'each position of the large capture game costs at most the solver budget and the estimate',
  { timeout: 120_000 },
  () => {
    const game = replayRecord(HEX_CAPTURE_GAME);
    const moves = game.moves();
    const valuer = new PositionValuer(ESTIMATE, EXACT);
    const position = new Position(game.rules);
    let estimated = 0;
    let solved = 0;
    for (let i = 0; i < moves.length; i++) {
      if (i >= moves.length - 11) {
        const value = valuer.valueOf(position);
        // The solver is stopped at a pulse (every 4096 positions) past its budget.
        expect(valuer.nodes, `move ${i + 1}`).toBeGreaterThan(0);
        expect(valuer.nodes, `move ${i + 1}`).toBeLessThanOrEqual(EXACT + 4096 + ESTIMATE);
        if (value.exact) solved++;
        else estimated++;
      }
      position.playUnchecked(moves[i]!);
    }
    // Ten moves from the end the solver would need 1.9 million positions: that one is estimated;
    // the last few are worked out to the end.
    expect(estimated).toBeGreaterThan(0);
    expect(solved).toBeGreaterThan(0);
  },
);

test("the review of the game's last ten moves comes whole, estimates said as estimates", () => {
  const reviews = [...analyseRecord(HEX_CAPTURE_GAME, { from: 51, nodes: ESTIMATE, exactNodes: EXACT })];
  expect(reviews.map((r) => r.index)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
  // Ten moves from the end the solver ran past its budget: move 52's cost is the estimate's, said so.
  expect(reviews[0]!.exact).toBe(false);
  expect(reviews.at(-1)!.exact).toBe(true);
  for (const r of reviews) expect(r.cost).toBeGreaterThanOrEqual(0);
}, 120_000);
