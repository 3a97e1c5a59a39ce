// The squares the review's board rings for the best moves of the move shown.

import { readSquareName, type Layout } from '../../engine/index.ts';

/**
 * The squares the board rings for the best moves named: each square, and both squares of a best
 * jump ("f3xd1": where the cell leaves and where it lands), each once.
 */
export function ringedSquares(layout: Layout, names: readonly string[]): number[] {
  const squares = names
    .flatMap((name) => name.split('x'))
    .map((name) => readSquareName(layout, name))
    .flatMap((r) => ('square' in r ? [r.square] : []));
  return [...new Set(squares)];
}
