// Under capture (RULES.md section 11) whoever fills the last square takes every group of the other
// player that touches it: a reviewer trailing 92–130 with 3 moves left took all 20 of Expert's
// cells. From 16 moves left the exact search already finds such games lost against best replies,
// so the care must start before it: this term, added to the Expert's evaluation, counts the cells
// of the player who does not move last that are still in groups with a liberty, since any of them
// can be the last square's catch. A group with no liberty can never be captured, so the term
// rewards closing one's own groups (filling their last liberty oneself) and keeping them small
// and apart, more strongly as the end nears. A group with two eyes of its own (empty squares only
// its cells touch) can always answer a fill of one by filling the other, so it counts a quarter.
// Only without jumps: a jump changes who moves last.

import type { Position } from '../../engine/index.ts';

/** The term starts this many moves from the end, and weighs fully from FULL_MOVES (the exact endgame's door). */
export const LAST_FILL_START = 26;
export const LAST_FILL_FULL = 12;

let mark = new Uint32Array(0);
let group = new Int16Array(0);
let libertyMark = new Uint32Array(0);
let stamp = 0;

/**
 * The points the player who does not move last has in groups the last square could still take,
 * weighed by how near the end is; in player 1's frame (negative when player 1 is that player).
 */
export function lastFillRisk(position: Position): number {
  if (!position.capture || position.jumps) return 0;
  const left = position.movesLeft();
  if (left >= LAST_FILL_START || left === 0) return 0;
  const phase = Math.min(1, (LAST_FILL_START - left) / (LAST_FILL_START - LAST_FILL_FULL));
  const mover = position.turn();
  // The mover fills the last square when an odd number is left.
  const exposed: 1 | 2 = left % 2 === 1 ? (mover === 1 ? 2 : 1) : mover;
  const { size: n, neighbour, directions: D } = position.layout;
  const owner = position.owner;
  if (mark.length < n) {
    mark = new Uint32Array(n);
    group = new Int16Array(n);
    libertyMark = new Uint32Array(n);
  }
  const seen = ++stamp;
  let cells = 0;
  let atRisk = 0;
  for (let s = 0; s < n; s++) {
    if (owner[s] !== exposed) continue;
    cells++;
    if (mark[s] === seen) continue;
    let size = 0;
    let liberties = 0;
    let eyes = 0;
    mark[s] = seen;
    group[size++] = s;
    for (let i = 0; i < size; i++) {
      const y = group[i]!;
      for (let d = 0; d < D; d++) {
        const z = neighbour[y * D + d]!;
        if (z < 0) continue;
        const w = owner[z]!;
        if (w === 0 && libertyMark[z] !== seen) {
          libertyMark[z] = seen;
          liberties++;
          if (isEyeOf(position, z, exposed)) eyes++;
        } else if (w === exposed && mark[z] !== seen) {
          mark[z] = seen;
          group[size++] = z;
        }
      }
    }
    // The last square takes the groups it touches, not all: a group counts by its share of the cells.
    if (liberties > 0) atRisk += (eyes >= 2 ? 0.25 : 1) * size * size;
  }
  if (cells === 0) return 0;
  const points = (position.scores[exposed]! / cells) * (atRisk / cells) * phase;
  return exposed === 1 ? -points : points;
}

/** Whether every playable neighbour of the empty square z is a cell of `player`. */
function isEyeOf(position: Position, z: number, player: 1 | 2): boolean {
  const { neighbour, directions: D } = position.layout;
  for (let d = 0; d < D; d++) {
    const x = neighbour[z * D + d]!;
    if (x >= 0 && position.owner[x] !== player && position.owner[x]! <= 2) return false;
  }
  return true;
}
