// The searches' moves under the options of RULES.md sections 11 to 13: placements and, under
// /jumps, the jumps open to the mover (a jump is size + from·directions + direction, as the
// engine numbers it); the gain of either, as the searches add it up; and the room their move
// lists and plies need. Classic games take the engine's fast paths unchanged.

import { JUMPS_PER_PLAYER, type Position } from '../../engine/index.ts';

/** Moves a search may list at once: every square, and under /jumps every (cell, direction) pair. */
export function moveListLength(position: Position): number {
  const n = position.layout.size;
  return position.jumps ? n + n * position.layout.directions : n;
}

/** Plies a search from the empty board may go down: one per square, and the jumps on top. */
export function pliesInGame(position: Position): number {
  return position.layout.size + 1 + (position.jumps ? 2 * JUMPS_PER_PLAYER : 0);
}

/**
 * Fills `out` with the mover's moves: the legal squares in reading order, then the jumps open
 * to them (by square, then direction). Returns how many.
 */
export function searchMoves(position: Position, out: Int16Array): number {
  const count = position.legalMoves(out);
  if (!position.jumps) return count;
  return count + position.legalJumps(out.subarray(count));
}

/**
 * Whether a move may change more than its own square: a capture converts groups and a jump moves
 * one cell and converts another, so a child's hash and evaluation cannot be foreseen from one cell.
 */
export function changesManyCells(position: Position): boolean {
  return position.capture || position.jumps;
}

/**
 * The change in p's score less the other player's if p (the mover) makes move m: the position's
 * marginGain for a placement; a jump is played and taken back.
 */
export function moveGain(position: Position, p: 1 | 2, m: number): number {
  if (m < position.layout.size) return position.marginGain(p, m);
  const before = position.scoreDifference();
  position.playUnchecked(m);
  const after = position.scoreDifference();
  position.undo();
  return p === 1 ? after - before : before - after;
}

/** The square a move's cell arrives on: the square itself, or a jump's landing square. */
export function arrival(position: Position, m: number): number {
  return m < position.layout.size ? m : position.arrivalSquare(m);
}

/** The most moves the game may still last: the placements left, and under /jumps the jumps left. */
export function pliesLeft(position: Position): number {
  const left = position.movesLeft();
  return position.jumps ? left + position.jumpsLeft(1) + position.jumpsLeft(2) : left;
}
