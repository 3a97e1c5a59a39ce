// Where a cell would land on a board with gravity (RULES.md section 2), shown before the tap: a
// press or a hover picks a column, and the cell falls to its lowest empty square, often far below
// the finger. While a finger rests on the board, or the mouse over it, the board marks the way down
// (the empty squares the cell would fall past) and a see-through cell on the landing square; the
// preview of that square (preview.ts) says what it would gain. A finger hides the square it presses,
// so its cell is drawn here; a mouse's see-through cell is the press model's (press.ts).
import type { Position } from '../../engine/index.ts';

export interface LandingDrop {
  /** The square under the pointer. */
  from: number;
  /** The lowest empty square of its column, where the cell lands. */
  landing: number;
  /** The empty squares the cell falls past on its way, from the pointer's down (the landing square not among them). */
  past: number[];
  /** Whether the board draws the cell to come on the landing square here (a finger's press; a mouse's is the press model's ghost). */
  ghost: boolean;
}

/** How the pointer stands: a finger or the mouse, and whether it is pressed. */
export interface DropPointer {
  touch: boolean;
  down: boolean;
}

/**
 * The drop shown for the pointer over square `pointed` (−1: off the board) of `position`, or null:
 * not a board with gravity, not the person's move (`canPlay`), a finger lifted, or the column full.
 */
export function landingDrop(
  position: Position,
  pointed: number,
  pointer: DropPointer,
  canPlay: boolean,
): LandingDrop | null {
  const layout = position.layout;
  if (!layout.gravity || pointed < 0 || !canPlay) return null;
  if (pointer.touch && !pointer.down) return null;
  const column = layout.colOf[pointed]!;
  const landing = position.landingSquare(column);
  if (landing < 0) return null;
  const low = layout.rowOf[landing]!;
  const high = layout.rowOf[pointed]!;
  const past: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    const row = layout.rowOf[s]!;
    if (layout.colOf[s] === column && row > low && row <= high && position.owner[s] === 0) past.push(s);
  }
  past.sort((a, b) => layout.rowOf[b]! - layout.rowOf[a]!);
  return { from: pointed, landing, past, ghost: pointer.touch };
}

/** Two drops the same, as drawn (null for none). */
export function sameDrop(a: LandingDrop | null, b: LandingDrop | null): boolean {
  if (a === null || b === null) return a === b;
  return a.landing === b.landing && a.ghost === b.ghost && a.past.join() === b.past.join();
}
