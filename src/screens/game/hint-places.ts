// Where a hint marks the board: the square its ring stands on, the room its words name (hint-room.ts)
// and the other side's move they say it blocks (hint-threat.ts), worked out together for the
// coach's snapshot.

import type { Position } from '../../engine/index.ts';
import type { Hint } from '../../ai/coach/hint.ts';
import { hintRoom } from './hint-room.ts';
import { hintThreat, type HintThreat } from './hint-threat.ts';

/** The square a hint's move rings and focuses: the square itself, or a jump's landing square. */
export function ringedSquare(position: Position, move: number): number {
  return position.isJump(move) ? position.jumpSquares(move).to : move;
}

export interface HintPlaces {
  ringed: number;
  room: number[];
  threat: HintThreat | null;
}

/** The hint's ring, the room its words name and the threat they say it blocks. */
export function hintPlaces(position: Position, hint: Hint): HintPlaces {
  const ringed = ringedSquare(position, hint.square);
  return { ringed, room: hintRoom(position, hint, ringed), threat: hintThreat(position, hint, ringed) };
}
