// The reference the expert's search is checked against: plain minimax over every line to the
// end of the game, on positions small enough to try them all.

import type { Position } from '../../src/engine/index.ts';

/** The rest of the game's value for the mover (final difference less the present one). */
export function bruteForce(position: Position): number {
  if (position.isOver()) return 0;
  const p = position.turn();
  let best = -Infinity;
  for (const m of position.legalMoveList()) {
    const g = position.deltaScore(p, m);
    position.playUnchecked(m);
    const v = g - bruteForce(position);
    position.undo();
    if (v > best) best = v;
  }
  return best;
}

/** Every move reaching the best rest-of-game value, in reading order, and that value. */
export function bestMovesByBruteForce(position: Position): { moves: number[]; value: number } {
  const p = position.turn();
  const values = position.legalMoveList().map((m) => {
    const g = position.deltaScore(p, m);
    position.playUnchecked(m);
    const v = g - bruteForce(position);
    position.undo();
    return { m, v };
  });
  const value = Math.max(...values.map((x) => x.v));
  return { moves: values.filter((x) => x.v === value).map((x) => x.m), value };
}
