// Whether an estimated forecast can stand under capture (RULES.md section 11), without Phaser: a
// broken ring on the board (ring-stakes.ts) can move the final margin by a whole group at once,
// more than the expert's estimate judges from here. Where one capture now would swing the margin
// by more than the estimate's lead, the forecast says the game is too close to call and what a
// capture could take, rather than a margin it cannot stand behind. An exact forecast (the book or
// the solver) already weighs every capture, so it always stands.

import type { Forecast } from '../../ai/coach/forecast.ts';
import type { Position } from '../../engine/index.ts';
import { groupsAtRisk } from '../../game/capture-risk.ts';
import { groupPoints } from './ring-stakes.ts';

export interface CaptureSwing {
  /** The most one capture could move the final margin by: the taker's gain and the owner's loss. */
  swing: number;
  /** The points of the group that capture takes: what its owner loses. */
  points: number;
}

/** The biggest capture one move could make on `position` now (a broken ring's), or null with none. */
export function biggestCapture(position: Position): CaptureSwing | null {
  // Each ring's square, for each player who could fill it: the other player's groups it would take.
  const taken = new Map<string, { square: number; taker: 1 | 2; cells: number[] }>();
  for (const g of groupsAtRisk(position)) {
    const taker = g.player === 1 ? 2 : 1;
    const key = `${g.liberty}:${taker}`;
    const at = taken.get(key) ?? { square: g.liberty, taker, cells: [] };
    at.cells.push(...g.squares);
    taken.set(key, at);
  }
  let best: CaptureSwing | null = null;
  for (const { square, taker, cells } of taken.values()) {
    const points = groupPoints(position, cells);
    // The taker's true change (the captured groups come with the cell) and the owner's loss.
    const swing = position.deltaScore(taker, square) + points;
    if (!best || swing > best.swing) best = { swing, points };
  }
  return best;
}

/**
 * The biggest group either player could still lose: one with a free square beside it, so the
 * other player may yet close it in (a group with none is never captured, RULES.md section 11).
 * Its capture would move the margin by twice its points at least: its owner's loss, the taker's gain.
 */
export function biggestOpenGroup(position: Position): CaptureSwing | null {
  const { size, directions: D, neighbour } = position.layout;
  const owner = position.owner;
  const seen = new Uint8Array(size);
  let best: CaptureSwing | null = null;
  for (let start = 0; start < size; start++) {
    const player = owner[start]!;
    if (seen[start] || (player !== 1 && player !== 2)) continue;
    const cells = [start];
    let open = false;
    seen[start] = 1;
    for (let i = 0; i < cells.length; i++) {
      for (let d = 0; d < D; d++) {
        const t = neighbour[cells[i]! * D + d]!;
        if (t < 0) continue;
        if (owner[t] === 0) open = true;
        else if (owner[t] === player && !seen[t]) {
          seen[t] = 1;
          cells.push(t);
        }
      }
    }
    if (!open) continue;
    const points = groupPoints(position, cells);
    if (!best || 2 * points > best.swing) best = { swing: 2 * points, points };
  }
  return best;
}

/**
 * The capture that makes an estimated forecast of `position` too close to call: a broken ring or
 * a group still open to capture whose swing is at least the estimated margin. Null where the
 * forecast stands (exact, no capture rule, or a lead bigger than any capture could swing).
 */
export function captureInDoubt(forecast: Forecast, position: Position): CaptureSwing | null {
  if (forecast.exact || !position.rules.capture || position.isOver()) return null;
  const margin = Math.abs(Math.round(forecast.margin));
  const ring = biggestCapture(position);
  if (ring && ring.swing >= margin) return ring;
  const group = biggestOpenGroup(position);
  return group && group.swing >= margin ? group : null;
}
