// The overlay's margins against plain solves on square:5 and square:6 endgames: each square's
// margin is the solver's value of the position after it, from the mover's side, and the best
// squares are the solver's best moves.

import { describe, expect, test } from 'vitest';
import { endgame } from './endgame-position.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { solvePosition } from '../../../src/ai/expert/solve.ts';

describe('perfect-play overlay against the solver', () => {
  test.each([
    ['square:5', 11, 1],
    ['square:5', 12, 2],
    ['square:5/connections', 11, 3],
    ['square:6', 11, 4],
    ['square:6', 12, 5],
  ])('margins - equal a solve after each square - %s, %i moves left, seed %i', (rules, left, seed) => {
    const position = endgame(rules, left, seed);
    const overlay = perfectOverlay(position);
    if (!overlay.available) throw new Error(overlay.reason);
    const sign = position.turn() === 1 ? 1 : -1;
    for (const { square, move, margin } of overlay.values) {
      position.play(square);
      const solved = solvePosition(position, { valueOnly: true }).value;
      position.undo();
      expect(margin, move).toBe(sign * solved + 0);
    }
    expect(overlay.values.map((v) => v.square)).toEqual(position.legalMoveList());
    expect(overlay.best).toEqual(solvePosition(position).best);
  });
});
