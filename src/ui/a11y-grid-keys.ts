// Where the keys of a board for screen readers lead (the game's grid and the review's board):
// arrow keys by the drawn board on square grids; on a hexagonal board by the squares' names, so
// they are predictable by ear: Left and Right keep the number (e5 to d5 or f5), Up and Down keep
// the letter (e5 to e6 or e4), or where that square is missing take the other neighbour above or
// below (e5 to f6 or d4). Home and End go to the ends of the row, Ctrl+Home and Ctrl+End to the
// first and last squares of the board.

import { squareName, type Layout } from '../engine/index.ts';
import { squareToward } from './square-toward.ts';

/** Where a run of Up and Down presses began on a square grid (they keep to its column through gaps). */
export interface Anchor {
  anchorX: number | null;
}

/** The words a hexagonal board's group adds to its name, telling how its arrow keys go. */
export const HEX_KEYS =
  'on this hexagonal board Left and Right keep the number (e5 to d5 or f5), Up and Down keep the letter (e5 to e6 or e4), A says the six hexagons around';

/** The square at (column, row) by name, or -1. */
function squareAt(layout: Layout, col: number, row: number): number {
  for (let s = 0; s < layout.size; s++) if (layout.colOf[s] === col && layout.rowOf[s] === row) return s;
  return -1;
}

function hexStep(layout: Layout, from: number, key: string): number {
  const col = layout.colOf[from]!;
  const row = layout.rowOf[from]!;
  const tries: Record<string, [number, number][]> = {
    ArrowLeft: [[-1, 0]],
    ArrowRight: [[1, 0]],
    ArrowUp: [
      [0, 1],
      [1, 1],
    ],
    ArrowDown: [
      [0, -1],
      [-1, -1],
    ],
  };
  for (const [dc, dr] of tries[key]!) {
    const s = squareAt(layout, col + dc, row + dr);
    if (s >= 0) return s;
  }
  return from;
}

/** The square a key leads to from `from` (`order`: the board's reading order), or null for a key that does not move. */
export function gridKey(
  e: KeyboardEvent,
  layout: Layout,
  from: number,
  order: readonly number[],
  anchor: Anchor,
): number | null {
  if (e.key === 'Home' || e.key === 'End') {
    anchor.anchorX = null;
    if (e.ctrlKey || e.metaKey) return e.key === 'Home' ? order[0]! : order.at(-1)!;
    const row = order.filter((s) => Math.abs(layout.centreY[s]! - layout.centreY[from]!) < 1e-6);
    return e.key === 'Home' ? row[0]! : row.at(-1)!;
  }
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const arrow = arrows[e.key];
  if (!arrow) return null;
  if (layout.grid === 'hex') return hexStep(layout, from, e.key);
  if (arrow[0] !== 0) anchor.anchorX = null;
  else anchor.anchorX ??= layout.centreX[from]!;
  return squareToward(layout, from, arrow[0], arrow[1], anchor.anchorX ?? 0);
}

/** Square s's neighbours by name, in the board's reading order: "d4, e4, d5, f5, e6, f6". */
export function neighbourNames(layout: Layout, s: number, order: readonly number[]): string {
  const near = new Set<number>();
  for (let d = 0; d < layout.directions; d++) {
    const n = layout.neighbour[s * layout.directions + d]!;
    if (n >= 0) near.add(n);
  }
  return order
    .filter((n) => near.has(n))
    .map((n) => squareName(layout, n))
    .join(', ');
}

const SIDES: Record<string, { words: string; vertical: boolean }> = {
  ArrowUp: { words: 'above', vertical: true },
  ArrowDown: { words: 'below', vertical: true },
  ArrowLeft: { words: 'left of', vertical: false },
  ArrowRight: { words: 'right of', vertical: false },
};

/**
 * What an arrow's step on a square grid with gaps (a built board, a dish) needs said besides the
 * square's own name, or null when it went to the next square straight ahead: the edge reached,
 * squares off the board jumped, or a step aside to the nearest square.
 */
export function stepWords(layout: Layout, from: number, to: number, key: string): string | null {
  const side = SIDES[key];
  if (!side || layout.grid === 'hex') return null;
  const name = squareName(layout, from);
  if (to === from) return `No square ${side.words} ${name}.`;
  const [along, across] = side.vertical ? [layout.rowOf, layout.colOf] : [layout.colOf, layout.rowOf];
  if (across[to] !== across[from])
    return `No square ${side.words} ${name} in its ${side.vertical ? 'column' : 'row'}: ${squareName(layout, to)} is the nearest.`;
  const jumped = Math.abs(along[to]! - along[from]!) - 1;
  return jumped > 0
    ? `${jumped} square${jumped === 1 ? '' : 's'} off the board passed: ${squareName(layout, to)}.`
    : null;
}
