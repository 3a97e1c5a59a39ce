// The points still to come, said beside a big raw lead on the status line: on these boards the
// last moves score far more than the first (a cell placed into a full neighbourhood divides many
// ways, and its neighbours with it), so a lead of 97 with 31 moves left is often a close game. The
// figure is the board's, never the best play's: each empty square counted at the most a cell there
// could score (2 per axis it has a neighbour on). Played out by the opponents (tests/screens/game/
// points-to-come.test.ts), the points both players then added came to 0.4 to 1.1 of it, mostly
// 0.8 to 1: an honest "about", a little high, and no hint where to play.

import type { Position } from '../../engine/index.ts';
import { largeLead } from '../../ui/lead-words.ts';

/** The most a cell on each empty square could score, added up over the moves left (both players). */
export function pointsToCome(p: Position): number {
  const { layout } = p;
  const { directions, axes, neighbour } = layout;
  const axisOf = layout.topology.axisOf;
  const most: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    if (p.owner[s] !== 0) continue;
    let seen = 0;
    for (let d = 0; d < directions; d++) if (neighbour[s * directions + d]! >= 0) seen |= 1 << axisOf[d]!;
    let k = 0;
    for (let a = 0; a < axes; a++) k += (seen >> a) & 1;
    most.push(k === 0 ? 1 : 2 * k);
  }
  // Equal moves leave one square empty: the moves left count, not the squares.
  most.sort((a, b) => b - a);
  return most.slice(0, p.movesLeft()).reduce((sum, v) => sum + v, 0);
}

/** The figure as said: to the nearest 10 ("about 230"), to the nearest 5 under 50. */
export function roundedToCome(points: number): number {
  const step = points < 50 ? 5 : 10;
  return Math.max(step, Math.round(points / step) * step);
}

/**
 * The points still to come, rounded, when the status line should say them, else null: classic
 * scoring (captures and connections count otherwise), past a third of the game (earlier every
 * lead is small and says little), and a raw lead, either way, large for the board (lead-words.ts)
 * yet smaller than the points still to come (a lead larger than those is as good as safe).
 */
export function toComeNote(p: Position): number | null {
  if (p.capture || p.byConnections || p.isOver() || p.ply * 3 < p.totalMoves) return null;
  const lead = Math.abs(p.score(1) - p.score(2));
  if (lead < largeLead(p.layout.size)) return null;
  const toCome = pointsToCome(p);
  return lead < toCome ? roundedToCome(toCome) : null;
}
