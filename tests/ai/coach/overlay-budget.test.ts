// Best moves and the hint stay bounded on a large game under capture and jumps: the game the fresh
// reviewer's review froze on (hexagon 5 with capture and jumps; tests/ai/coach/review-budget.test.ts)
// needed the solver some 1.9 million positions 10 moves from the end. The overlay's and the hint's
// solver now count every position against the coach's shared budget (solver-budget.ts); past it
// the overlay shows the expert's estimates, marked and said "about", and the hint is the expert's
// pick, said as one.

import { expect, test } from 'vitest';
import { Position, replayRecord } from '../../../src/engine/index.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { SolverBudget } from '../../../src/ai/coach/solver-budget.ts';
import { searchMoves } from '../../../src/ai/expert/variant-moves.ts';
import { overlayWords } from '../../../src/words/perfect-play-words.ts';

const HEX_CAPTURE_GAME =
  'hex:5/capture/jumps e5 f7 e6 d5 f6 f5 d4 d3 e4 d7 d6 h7 g6 b4 c4 c5 f4 g5 c3 b3 e3 f3 e7 g8 g7 f8 c6 ' +
  'h6 g4 c2 d2 e2 e8 b5 h8 h5 b2 g9 a3 i6 g3 f2 c1 b1 c7 a1 i7 a2 f9 h9 d1 i9 b6 i8 a4 a5 h4 i5 d8 e1 e9';

// A small budget keeps the test quick on a loaded machine; the bound is the same at the game's own.
const LIMIT = 30_000;
/** The solver is stopped at its next pulse, every 4096 positions. */
const PULSE = 4096;

/** The position with `left` moves left in the game. */
function withLeft(left: number): Position {
  const game = replayRecord(HEX_CAPTURE_GAME);
  const moves = game.moves();
  const position = new Position(game.rules);
  for (const m of moves.slice(0, moves.length - left)) position.playUnchecked(m);
  return position;
}

test(
  'Best moves 10 moves from the end stops at its budget and shows estimates, said "about"',
  { timeout: 120_000 },
  () => {
    const position = withLeft(10);
    const budget = new SolverBudget(LIMIT);
    const overlay = perfectOverlay(position, undefined, budget);
    expect(budget.spent).toBeGreaterThan(LIMIT);
    expect(budget.spent).toBeLessThanOrEqual(LIMIT + PULSE);
    if (!overlay.available) throw new Error(overlay.reason);
    expect(overlay.estimated).toBe(true);
    // Every legal move still gets its number (jumps apart), and the words say they are estimates.
    const shown = overlay.values.length + (overlay.jumps?.length ?? 0);
    expect(shown).toBe(searchMoves(position, new Int16Array(1024)));
    expect(overlayWords(overlay, false, 'hexagon')).toMatch(
      /too many ways to play out exactly yet.*\(about (\d+ ahead|\d+ behind|level)\)/,
    );
    // The position is played out unchanged by the stopped search.
    expect(position.movesLeft()).toBe(10);
  },
);

test(
  "the hint 10 moves from the end stops at the same budget: the computer's pick, said so",
  { timeout: 120_000 },
  () => {
    const budget = new SolverBudget(LIMIT);
    const hint = coachHint(withLeft(10), undefined, budget);
    expect(budget.spent).toBeGreaterThan(LIMIT);
    expect(budget.spent).toBeLessThanOrEqual(LIMIT + PULSE);
    expect(hint.source).toBe('expert');
    expect(hint.margin).toBeNull();
  },
);

test('near the end both are exact within the budget, as before', { timeout: 120_000 }, () => {
  const overlayBudget = new SolverBudget(LIMIT);
  const overlay = perfectOverlay(withLeft(4), undefined, overlayBudget);
  expect(overlay.available).toBe(true);
  expect('estimated' in overlay).toBe(false);
  expect(overlayBudget.spent).toBeGreaterThan(0);
  expect(overlayBudget.spent).toBeLessThanOrEqual(LIMIT);
  const hintBudget = new SolverBudget(LIMIT);
  expect(coachHint(withLeft(4), undefined, hintBudget).source).toBe('solver');
  expect(hintBudget.spent).toBeGreaterThan(0);
});
