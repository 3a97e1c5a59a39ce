// When Best moves stands open, one rule a player can learn: on a board it values all through (a
// small board, a game of at most 20 moves) from the first move; on any other board only from its
// count of moves left to the end ("Best moves in 6" until then). The opening book could value a game's
// first move or two, so Best moves stood open at move 1, closed at move 3 and opened again near the
// end: two reviewers read that as a lock that came and went from game to game. The book still
// serves the hint; Best moves waits for its count.

import { overlayClosesAbove, overlayReach } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { closedReasonWords } from '../../words/best-moves-closed-words.ts';

/** Whether Best moves is open in `position`, and if not why and from how many moves left (overlayReach's shape). */
export function bestMovesReach(position: Position): ReturnType<typeof overlayReach> {
  const reach = overlayReach(position);
  if (!reach.available && reach.ended) return reach;
  const from = overlayClosesAbove(position);
  const left = position.movesLeft();
  if (from === null || left <= from) return reach;
  // Never open before its count, so never said to open "again".
  return { available: false, reason: closedReasonWords(from, left, false), from };
}
