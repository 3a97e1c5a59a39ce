// The threats one move further than the broken ring, under capture (RULES.md section 11), without
// Phaser: on the person's turn as the end nears, the empty squares where the other player's next
// move could take the person's cells, and which of the person's own moves would hand them that
// capture. The broken ring (game/capture-risk.ts) marks a group whose last free square is open now;
// the game is mostly lost a move earlier, when the person fills one of a group's two free squares
// themselves and leaves the other as its last (a reviewer lost 17 cells, 100–134 becoming 0–280, so:
// filling a3 left d6, filling d6 left a3). ui/capture-threat-marks.ts rings these squares in the
// other player's colour; words/capture-threat-words.ts says them.

import type { Player, Position } from '../../engine/index.ts';
import { groupsAtRisk } from '../../game/capture-risk.ts';
import { groupPoints } from './ring-stakes.ts';

/** The threats show once this many moves or fewer remain: the end, where the last squares decide. */
export const THREATS_FROM = 10;

export interface CaptureThreat {
  /** The square where the other player's cell would capture. */
  square: number;
  /** The most of the person's cells a capture there could take. */
  cells: number;
  /** What those cells are worth to the person: what they would lose. */
  points: number;
  /**
   * The person's moves after which the other player captures there, in square order; every move
   * but this square itself when `whatever` is true.
   */
  after: number[];
  /** Whatever the person plays (but this square), the capture stays open. */
  whatever: boolean;
}

/**
 * On the person's turn (`viewer` their seat) in a capture game with at most THREATS_FROM moves left,
 * the squares where the other player's next move could capture the person's cells, biggest first;
 * [] otherwise. A group already at its last free square is left out: its broken ring says it.
 */
export function captureThreats(now: Position, viewer: 0 | 1 | null): CaptureThreat[] {
  const me = viewer === null ? null : ((viewer + 1) as Player);
  if (!now.rules.capture || me === null || now.isOver() || now.toMove() !== me) return [];
  if (now.movesLeft() > THREATS_FROM) return [];
  // Jumps move cells off squares: this look one placement ahead would not be the whole story.
  if (now.jumps && (now.jumpsLeft(1) > 0 || now.jumpsLeft(2) > 0)) return [];
  // Each move is tried on a copy: the match's own position is never touched.
  const position = now.clone();
  const ringed = new Set(
    groupsAtRisk(position)
      .filter((g) => g.player === me)
      .map((g) => g.liberty),
  );
  const found = new Map<number, { cells: number; points: number; after: number[] }>();
  const moves = position.legalMoveList().filter((m) => m < position.layout.size);
  for (const m of moves) {
    position.playUnchecked(m);
    try {
      if (position.isOver()) continue;
      const at = new Map<number, number[]>();
      for (const g of groupsAtRisk(position))
        if (g.player === me) at.set(g.liberty, [...(at.get(g.liberty) ?? []), ...g.squares]);
      for (const [square, cells] of at) {
        if (ringed.has(square)) continue;
        const seen = found.get(square) ?? { cells: 0, points: 0, after: [] };
        seen.after.push(m);
        if (cells.length > seen.cells) {
          seen.cells = cells.length;
          seen.points = groupPoints(position, cells);
        }
        found.set(square, seen);
      }
    } finally {
      position.undo();
    }
  }
  const others = (square: number) => moves.filter((m) => m !== square).length;
  return [...found]
    .map(([square, t]) => ({
      square,
      cells: t.cells,
      points: t.points,
      after: t.after.sort((a, b) => a - b),
      whatever: t.after.length >= others(square),
    }))
    .sort((a, b) => b.points - a.points || a.square - b.square);
}
