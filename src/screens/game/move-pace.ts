// How fast a move plays on the board of a game. Its divisions start together (move-beats.ts); on top
// of that a move plays quicker as the board fills, and never takes longer than MOVE_CAP_MS at normal
// speed from its cell popping in to its last division settled, whatever it touches (a capture's wave
// and cascade included): late in a 12×12 a move that divides twelve cells takes as long as one
// that divides two, and a pair of moves no longer crawls. The player's "Moves: Fast"
// (settings.moves) halves it. Reduced motion keeps its own path (half speed, captures at once:
// page-services.ts, moveSpeed): only Fast applies there.

import type { Layout } from '../../engine/index.ts';
import type { MoveEvent } from '../../game/events.ts';
import { LAND_MS, moveBeats } from './move-beats.ts';

/** The player's pace for the moves on the board (the Settings page's "Moves" row). */
export type MovesPace = 'normal' | 'fast';

/** The longest a move plays at normal speed, in ms, from its cell's pop to its last division settled. */
export const MOVE_CAP_MS = 800;
/** The share of its own time a move plays in on a full board (an empty board's: all of it). */
export const FULL_BOARD_SHARE = 0.6;
/** The share "Fast" keeps. */
export const FAST_SHARE = 0.5;

export interface PaceFacts {
  /** The move's whole time at normal speed, in ms (moveMs). */
  moveMs: number;
  /** The share of the board's squares holding a cell, 0 to 1. */
  filled: number;
  pace: MovesPace;
  /** The player asks for less motion. */
  still: boolean;
}

/** The share of its normal time a move plays in: the board's speed is multiplied by it. */
export function paceShare({ moveMs, filled, pace, still }: PaceFacts): number {
  const fast = pace === 'fast' ? FAST_SHARE : 1;
  if (still) return fast;
  const filling = 1 - (1 - FULL_BOARD_SHARE) * Math.min(1, Math.max(0, filled));
  const capped = moveMs > MOVE_CAP_MS ? MOVE_CAP_MS / moveMs : 1;
  return Math.min(filling, capped) * fast;
}

/** Move `e`'s whole time at normal speed on `layout`, in ms: its cell's pop, then its beats until settled. */
export function moveMs(
  layout: Layout,
  e: Pick<MoveEvent, 'square' | 'converted' | 'changes' | 'jump'>,
): number {
  return LAND_MS + moveBeats(layout, e, 1).settled;
}

/** The share of `owner`'s squares holding a cell (a player's or a stem cell). */
export function filledShare(owner: ArrayLike<number>): number {
  let filled = 0;
  for (let s = 0; s < owner.length; s++) if (owner[s] !== 0) filled++;
  return owner.length === 0 ? 0 : filled / owner.length;
}

/** The speed move `e` plays at on a board whose speed is `speed` (moveSpeed's); no `pace` (not a game's board): `speed`. */
export function pacedSpeed(
  speed: number,
  layout: Layout,
  e: Pick<MoveEvent, 'square' | 'converted' | 'changes' | 'jump'>,
  o: { owner: ArrayLike<number>; pace: MovesPace | undefined; still: boolean },
): number {
  if (o.pace === undefined) return speed;
  return (
    speed *
    paceShare({ moveMs: moveMs(layout, e), filled: filledShare(o.owner), pace: o.pace, still: o.still })
  );
}
