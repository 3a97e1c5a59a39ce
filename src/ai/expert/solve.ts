// Exact solving: the game-theoretic value of a position (the final score difference with best
// play from both sides) and every best move. Used by the `solve` command and the tests.

import type { Position } from '../../engine/index.ts';
import { ExpertSearch } from './search.ts';
import { hasSymmetry } from './symmetry.ts';

export interface Solution {
  /** The final score difference with best play, from player 1's side. */
  value: number;
  /** Every best move for the player to move, in reading order. */
  best: number[];
  nodes: number;
}

/**
 * Solves a position to the end of the game, with no node budget. When the position is its own
 * mirror image (the empty board always is) the table shares entries between mirror images. More
 * than 16 moves from the end it gets 2^24 entries (256 MB): the empty grid:2x10 solved in 28 s
 * instead of 31 s with 2^22.
 */
export function solvePosition(position: Position, tableBits = position.movesLeft() > 16 ? 24 : 22): Solution {
  const before = position.scoreDifference();
  if (position.isOver()) return { value: before, best: [], nodes: 0 };
  const search = new ExpertSearch(undefined, tableBits, true, hasSymmetry(position));
  const result = search.search(position, { nodes: Infinity });
  let nodes = result.nodes;
  const best: number[] = [];
  for (const m of position.legalMoveList()) {
    if (search.isBestMove(position, m, result.value)) best.push(m);
    nodes += search.nodes;
  }
  const sign = position.turn() === 1 ? 1 : -1;
  return { value: before + sign * result.value, best, nodes };
}
