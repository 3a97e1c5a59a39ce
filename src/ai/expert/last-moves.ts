// The last two moves of a game, valued without playing them: the search's leaves there.

import type { Position } from '../../engine/index.ts';
import { INFINITE } from './search-limits.ts';

/** The rest of the game's value for the mover with `left` (at most 2) moves left. `moves` is scratch space. */
export function lastMovesValue(position: Position, left: number, moves: Int16Array): number {
  return left === 0 ? 0 : left === 1 ? lastMoveGain(position, moves) : lastTwoMoves(position, moves);
}

/** With one move left the mover simply takes the largest gain. `moves` is scratch space. */
export function lastMoveGain(position: Position, moves: Int16Array): number {
  const count = position.legalMoves(moves);
  const p = position.turn();
  let best = -INFINITE;
  for (let i = 0; i < count; i++) {
    const g = position.deltaScore(p, moves[i]!);
    if (g > best) best = g;
  }
  return best;
}

/**
 * With two moves left: the opponent's gains do not depend on the mover's cells, so after the
 * mover takes m the opponent takes its largest gain among the other legal squares (and, under
 * gravity, the square above m). No move needs playing. `moves` is scratch space.
 */
export function lastTwoMoves(position: Position, moves: Int16Array): number {
  const layout = position.layout;
  const count = position.legalMoves(moves);
  const p = position.turn();
  const o = p === 1 ? 2 : 1;
  let top = -INFINITE;
  let topSquare = -1;
  let second = -INFINITE;
  for (let i = 0; i < count; i++) {
    const g = position.deltaScore(o, moves[i]!);
    if (g > top) {
      second = top;
      top = g;
      topSquare = moves[i]!;
    } else if (g > second) second = g;
  }
  let best = -INFINITE;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    let theirs = m === topSquare ? second : top;
    if (layout.gravity) {
      const above = layout.columnSquares[layout.colOf[m]!]![layout.heightInColumn[m]! + 1];
      if (above !== undefined) {
        const g = position.deltaScore(o, above);
        if (g > theirs) theirs = g;
      }
    }
    const v = position.deltaScore(p, m) - theirs;
    if (v > best) best = v;
  }
  return best;
}
