// The board's one word on a triangle touching one of its own only at a corner (RULES.md section 14:
// a triangle's six neighbours are the three sharing a side and the three tip to tip across them;
// the other six touching a corner never split it). A reviewer's two triangles met so and did not
// split, the rule only in a thumbnail's corner: the first time it happens to the person, the board
// says why, once on the device. Without Phaser: the position and two kept flags through a port.

import type { Layout, Position } from '../../engine/index.ts';
import { CORNER_TOUCH } from '../../words/neighbours-words.ts';

/** How long the word stays, in milliseconds: one sentence of two parts, read once. */
export const CORNER_TOUCH_MS = 8000;

export interface CornerTouchPorts {
  /** Whether the word was said before, on this device. */
  told(): boolean;
  /** It is said now: kept, so it never is again. */
  tell(): void;
}

/** A triangle's three corners, in half side lengths across and rows up (both whole numbers). */
function corners(layout: Layout, s: number): string[] {
  const r = layout.rowOf[s]!;
  const c = layout.colOf[s]!;
  // Up (c − r even): its base on row r, its tip on row r + 1; down: the other way up.
  const [base, tip] = (c - r) % 2 === 0 ? [r, r + 1] : [r + 1, r];
  return [`${c},${base}`, `${c + 2},${base}`, `${c + 1},${tip}`];
}

/** The squares of `layout` (a triangle board) that touch square `s` only at a corner and never split it. */
export function cornerOnly(layout: Layout, s: number): number[] {
  const mine = new Set(corners(layout, s));
  const splits = new Set<number>();
  for (let d = 0; d < layout.directions; d++) splits.add(layout.neighbour[s * layout.directions + d]!);
  const out: number[] = [];
  for (let t = 0; t < layout.size; t++) {
    if (t === s || splits.has(t)) continue;
    if (corners(layout, t).some((p) => mine.has(p))) out.push(t);
  }
  return out;
}

/**
 * The word, when the person's (`viewer` their seat) latest cell touches one of their own only at a
 * corner, the first time on this device; else null. Their latest, not the board's: against a quick
 * opponent the reply has landed by the time the person's move has settled.
 */
export function cornerTouchOnce(
  ports: CornerTouchPorts,
  position: Position,
  viewer: 0 | 1 | null,
): string | null {
  const layout = position.layout;
  if (viewer === null || layout.grid !== 'tri' || position.byConnections || ports.told()) return null;
  // Players alternate and never pass: the person's moves are every other one, player 1's first.
  const moves = position.moves();
  const ply = moves.length - 1 - ((moves.length - 1 - viewer + 2) % 2);
  const last = moves[ply] ?? -1;
  const mover = viewer + 1;
  // A jump's cell (a move past the squares) is said by the jump's own words.
  if (last < 0 || last >= layout.size || position.owner[last] !== mover) return null;
  if (!cornerOnly(layout, last).some((t) => position.owner[t] === mover)) return null;
  ports.tell();
  return CORNER_TOUCH;
}
