// The last two moves of a game, valued without playing them: the exact search's leaves. A
// player's gain on a square reads only that player's own cells, so the mover's move changes the
// opponent's gains only by taking the square (and, under gravity, opening the one above it).

import type { Position } from '../../engine/index.ts';

/** With one move left the mover simply takes the largest gain. */
export function lastMoveGain(position: Position, scratch: Int16Array): number {
  const count = position.legalMoves(scratch);
  const p = position.turn();
  let best = -1e9;
  for (let i = 0; i < count; i++) {
    const g = position.deltaScore(p, scratch[i]!);
    if (g > best) best = g;
  }
  return best;
}

/**
 * With two moves left: after the mover takes m the opponent takes its largest gain among the
 * other legal squares (and, under gravity, the square above m).
 */
export function lastTwoMoves(position: Position, scratch: Int16Array): number {
  const layout = position.layout;
  const count = position.legalMoves(scratch);
  const p = position.turn();
  const o = p === 1 ? 2 : 1;
  let top = -1e9;
  let topSquare = -1;
  let second = -1e9;
  for (let i = 0; i < count; i++) {
    const g = position.deltaScore(o, scratch[i]!);
    if (g > top) {
      second = top;
      top = g;
      topSquare = scratch[i]!;
    } else if (g > second) second = g;
  }
  let best = -1e9;
  for (let i = 0; i < count; i++) {
    const m = scratch[i]!;
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
