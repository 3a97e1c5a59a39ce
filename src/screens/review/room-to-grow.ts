// Room to grow: the empty squares next to each side's cells, where a new cell of theirs connects
// and divides. A lead on the score with less room than the other side has is a lead that can turn:
// the side with more open squares beside its cells still has points to make there. Counted from
// the position alone (one pass over the board), so the warning during a game and the review after
// it say the same thing the same way.

import type { Player, Position } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

/** The open squares touching `player`'s cells (a square beside both sides' counts for both). */
export function roomSquares(position: Position, player: Player): number[] {
  const { size, neighbour, directions } = position.layout;
  const squares: number[] = [];
  for (let s = 0; s < size; s++) {
    if (position.owner[s] !== 0) continue;
    for (let d = 0; d < directions; d++) {
      const m = neighbour[s * directions + d]!;
      if (m >= 0 && position.owner[m] === player) {
        squares.push(s);
        break;
      }
    }
  }
  return squares;
}

/** Open squares touching each side's cells: [player 1's, player 2's]. */
export function roomToGrow(position: Position): [number, number] {
  return [roomSquares(position, 1).length, roomSquares(position, 2).length];
}

/** The other side's room beats the person's by this many squares or more before it is said. */
export const ROOM_AHEAD = 5;

export interface RoomSaid {
  /** The opponent's open squares and the person's. */
  theirs: number;
  yours: number;
}

/** The room the other side had over `person` in `position`, or null where it was not clearly more. */
export function roomAgainst(position: Position, person: Player): RoomSaid | null {
  const room = roomToGrow(position);
  const yours = room[person - 1]!;
  const theirs = room[2 - person]!;
  // Clearly more: ROOM_AHEAD squares and half as many again (31 against 12; not 40 against 35).
  return theirs >= yours + ROOM_AHEAD && theirs * 2 >= yours * 3 ? { theirs, yours } : null;
}

/**
 * Where a lost game's room is read: the last position best play still had the person ahead (or
 * level), else two thirds of the way through; the ply, from 0 (the position after that many moves).
 */
export function turningPly(review: GameReview, person: Player): number {
  const side = person === 1 ? 1 : -1;
  const forecast = review.steadyForecasts();
  const n = review.moves.length;
  let last = -1;
  for (let ply = 0; ply < n; ply++) if (side * (forecast[ply] ?? -1) >= 0) last = ply;
  // Before a quarter of the game the board has little on it yet: the room there says nothing.
  return last >= n / 4 ? last : Math.round((2 * n) / 3);
}

/** The room the opponent had over `person` where the game turned (turningPly), with its ply, or null. */
export function roomWhereItTurned(review: GameReview, person: Player): (RoomSaid & { ply: number }) | null {
  const ply = turningPly(review, person);
  const room = roomAgainst(review.positionAt(ply), person);
  return room && { ...room, ply };
}
