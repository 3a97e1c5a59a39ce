// The book's entries one move into a large board (square:5): the exact value and every best
// reply after each kind of first move, so the perfect-play overlay covers the empty board. Each
// position after a first move is solved from the guess its class's outcome in the solve file gives
// (exact, or the bound it was cut at), with a table keyed by least mirror image where it is symmetric.

import type { Position } from '../src/engine/index.ts';
import { canonicalKey, writeEntry } from '../src/ai/book/book.ts';
import { rootMoveClasses, solvingSearch, type RootOutcome } from '../src/ai/expert/root-moves.ts';

export interface FirstMoveSolved {
  move: number;
  key: number;
  entry: string;
  /** The final score difference with best play after the move, from player 1's side. */
  value: number;
  positions: number;
  seconds: number;
}

/** The rest of the game for the mover at the empty board after each first move's class, as the solve file bounds it. */
function guessOf(outcomes: RootOutcome[], square: number): number {
  const outcome = outcomes.find((o) => o.squares.includes(square));
  return outcome ? outcome.rest : 0;
}

/**
 * Solves the position after the least square of each first-move class of the empty `position`
 * (only the classes of `wanted`'s squares when given), in reading order, calling `onSolved` after each.
 */
export function solveFirstMoves(
  position: Position,
  outcomes: RootOutcome[],
  wanted: number[] | null,
  onSolved: (solved: FirstMoveSolved) => void,
): void {
  if (position.ply !== 0) throw new Error('first-move entries start from the empty board');
  const classes = rootMoveClasses(position).filter(
    (squares) => wanted === null || squares.some((s) => wanted.includes(s)),
  );
  for (const [move] of classes) {
    const started = performance.now();
    const p1Guess = guessOf(outcomes, move!);
    position.playUnchecked(move!);
    const search = solvingSearch(position);
    // The mover is player 2: their rest of the game is the negated final difference less today's.
    const rest = search.solve(position, -(p1Guess - position.scoreDifference()));
    let positions = search.nodes;
    const best: number[] = [];
    for (const squares of rootMoveClasses(position)) {
      const keeps = search.isBestMove(position, squares[0]!, rest);
      positions += search.nodes;
      if (keeps) best.push(...squares);
    }
    const value = position.scoreDifference() - rest;
    const { key, map } = canonicalKey(position);
    const canonical = (map === null ? best : best.map((s) => map[s]!)).sort((a, b) => a - b);
    position.undo();
    onSolved({
      move: move!,
      key,
      entry: writeEntry(key, value, canonical),
      value,
      positions,
      seconds: (performance.now() - started) / 1000,
    });
  }
}
