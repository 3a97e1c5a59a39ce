// The fighting move both variant games play (on the match in Node and by touch in the browser): the
// first empty square in reading order that touches the other player's cells, else the first empty one.
import type { Position } from '../../../src/engine/index.ts';

export function nearOpponent(p: Position): number {
  const legal = p.legalMoveList();
  const D = p.layout.directions;
  const near = legal.find((s) => {
    for (let d = 0; d < D; d++) {
      const t = p.layout.neighbour[s * D + d]!;
      if (t >= 0 && p.owner[t] === 2) return true;
    }
    return false;
  });
  return near ?? legal[0]!;
}
