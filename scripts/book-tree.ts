// The tree of best replies for one seat, as the book holds it: where `seat` is to move, the one
// move `choose` gives; where the opponent is, every reply up to mirror images; down to `reach`
// moves left. make-book.ts fills the book along it and check-book.ts proves it again.

import type { Position } from '../src/engine/index.ts';
import { rootMoveClasses } from '../src/ai/expert/root-moves.ts';

export function walkTree(
  position: Position,
  seat: 1 | 2,
  reach: number,
  choose: (position: Position) => number,
): void {
  if (position.movesLeft() <= reach) return;
  if (position.turn() === seat) {
    position.playUnchecked(choose(position));
    walkTree(position, seat, reach, choose);
    position.undo();
    return;
  }
  for (const [reply] of rootMoveClasses(position)) {
    position.playUnchecked(reply!);
    walkTree(position, seat, reach, choose);
    position.undo();
  }
}
