// Where a hint marks the board: the square its ring stands on and the room its words name
// (hint-room.ts), worked out together for the coach's snapshot. What it blocks ("blocks their +3")
// is said in its words only: a tag for it over the square's edge left a player unsure which square
// it meant, and on the square it hid the gold ring; the ring alone names the square.

import type { Position } from '../../engine/index.ts';
import type { Hint } from '../../ai/coach/hint.ts';
import { hintRoom } from './hint-room.ts';

/** The square a hint's move rings and focuses: the square itself, or a jump's landing square. */
export function ringedSquare(position: Position, move: number): number {
  return position.isJump(move) ? position.jumpSquares(move).to : move;
}

export interface HintPlaces {
  ringed: number;
  room: number[];
}

/** The hint's ring and the room its words name. */
export function hintPlaces(position: Position, hint: Hint): HintPlaces {
  const ringed = ringedSquare(position, hint.square);
  return { ringed, room: hintRoom(position, hint, ringed) };
}
