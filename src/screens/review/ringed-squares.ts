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

/**
 * The best move the shown move's line names, the one the board rings, so the words and the board
 * agree at a glance (a phone's line named one move while four squares stood ringed): the move
 * played where it was a best move and gave nothing away; else the first best move other than it,
 * the one the line calls better (better-move.ts); none where none is named.
 */
export function namedBest(played: string | null, best: readonly string[], cost: number): string[] {
  if (cost <= 0) return played !== null && best.includes(played) ? [played] : [];
  const better = best.find((name) => name !== played);
  return better === undefined ? [] : [better];
}
