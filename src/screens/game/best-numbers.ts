// Best moves' numbers: the best squares, and on a second press every empty square, carry how the game ends with best play after a move
// there, as a result ("win by 33", "lose by 4", "draw"; never "+33", a move's gain now, nor "=33", read as
// points gained beside "+10 now"), the best ones marked too, so a player sees how
// close the other squares come. Where a board's squares are too small for a number at the readable
// least (13 CSS px), only the few best carry one: the rest are still heard on a hold.

import type { GridKind } from '../../engine/index.ts';
import type { Overlay } from '../../game/coach.ts';
import { endFigure } from '../../words/perfect-play-words.ts';

export interface BestNumber {
  square: number;
  /** "win by\n33", "lose by\n4", "draw" ("win by\n≈3" where the margins are estimates): perfect-play-words.ts endFigure. */
  label: string;
  /** One of the best squares (best-marks.ts marks them). */
  best: boolean;
}

/** The fewest CSS px a number is drawn at. */
export const NUMBER_CSS = 13;
/** Where squares are too small, this many numbers (the best first) are drawn. */
export const TOP_FEW = 5;
/** The width a figure at NUMBER_CSS needs inside a square, in CSS px ("lose by" over "33", and its dark edge). */
const NUMBER_ROOM = 52;
/** The share of a square's size its number has room in: a triangle's middle is narrow, a hexagon's a little. */
const ROOM_SHARE: Record<GridKind, number> = { square: 1, hex: 0.9, tri: 0.6 };

/**
 * Every square the overlay values (jumps aside), best first (then the highest margin, then the
 * first square), its number in the mover's words; `best` the squares Best moves marks. Not `every`
 * (Best moves' first press), only the best squares' numbers: a number on every square read as a
 * solver's table.
 */
export function bestNumbers(
  overlay: Overlay | null,
  best: readonly number[],
  size: number,
  every = true,
): BestNumber[] {
  if (!overlay?.available) return [];
  return overlay.values
    .filter((v) => v.square < size && (every || best.includes(v.square)))
    .sort(
      (a, b) =>
        Number(best.includes(b.square)) - Number(best.includes(a.square)) ||
        b.margin - a.margin ||
        a.square - b.square,
    )
    .map((v) => ({
      square: v.square,
      label: endFigure(v.margin, overlay.estimated === true),
      best: best.includes(v.square),
    }));
}

/** Whether a square `squareCss` CSS px across on `grid` holds a number at NUMBER_CSS. */
export function numberFits(squareCss: number, grid: GridKind): boolean {
  return squareCss * ROOM_SHARE[grid] >= NUMBER_ROOM;
}

/** The numbers drawn on squares `squareCss` CSS px across: all where they fit, else the TOP_FEW best. */
export function numbersInSight(
  numbers: readonly BestNumber[],
  squareCss: number,
  grid: GridKind,
): BestNumber[] {
  return numberFits(squareCss, grid) ? [...numbers] : numbers.slice(0, TOP_FEW);
}
