// Under capture (RULES.md section 11), the groups the next move can capture: a group with one
// liberty left, where a cell can arrive now (an empty playable square; under gravity the landing
// square of its column). A cell placed there by the other player leaves the group no liberty and
// neighbours it, so it is captured. Both players' groups are told: your own, to save it, and the
// opponent's, to take it. The board draws a mark on the liberty and the screen readers say it
// (ui/capture-risk-marks.ts, move-words.ts); no Phaser here, so tests/game/capture-risk.test.ts
// checks it against section 11's worked example.

import type { Player, Position } from '../engine/index.ts';

export interface GroupAtRisk {
  /** Whose group it is. */
  player: Player;
  /** Its cells' squares, in reading order. */
  squares: number[];
  /** Its last liberty: the square where the other player's cell would capture it. */
  liberty: number;
}

/**
 * Whether `player`'s other still gets a move to capture with: not where `player` is to make the
 * game's last placement with no jump left to make instead (a warning "if they fill it" there spoke
 * of a move that never comes).
 */
function capturerMoves(position: Position, player: Player): boolean {
  if (position.toMove() !== player || position.movesLeft() > 1) return true;
  return position.jumpsLeft(player) > 0;
}

/** The groups of either player that the next move can capture, in the order of their first square. */
export function groupsAtRisk(position: Position): GroupAtRisk[] {
  if (!position.rules.capture || position.isOver()) return [];
  const { size, directions: D, neighbour } = position.layout;
  const owner = position.owner;
  const seen = new Uint8Array(size);
  const found: GroupAtRisk[] = [];
  for (let start = 0; start < size; start++) {
    const player = owner[start]!;
    if (seen[start] || (player !== 1 && player !== 2)) continue;
    const squares = [start];
    const liberties = new Set<number>();
    seen[start] = 1;
    for (let i = 0; i < squares.length; i++) {
      const s = squares[i]!;
      for (let d = 0; d < D; d++) {
        const t = neighbour[s * D + d]!;
        if (t < 0) continue;
        // A stem square holds a stem cell, never empty: it is no liberty (section 12).
        if (owner[t] === 0) liberties.add(t);
        else if (owner[t] === player && !seen[t]) {
          seen[t] = 1;
          squares.push(t);
        }
      }
    }
    if (liberties.size !== 1 || !capturerMoves(position, player as Player)) continue;
    const [liberty] = liberties as unknown as [number];
    if (position.isLegal(liberty))
      found.push({ player: player as Player, squares: squares.sort((a, b) => a - b), liberty });
  }
  return found;
}
