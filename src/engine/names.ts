// Square names as in chess: column letter, then row number from the bottom (`a1` is bottom-left).

import type { Layout } from './layout.ts';
import { quoteInput } from './quote.ts';

const LETTERS = 'abcdefghijkl';

export function columnLetter(column: number): string {
  return LETTERS[column] ?? `?${column}`;
}

export function squareName(layout: Layout, s: number): string {
  return `${columnLetter(layout.colOf[s]!)}${layout.rowOf[s]! + 1}`;
}

/**
 * Reads a square name or (column alone) a column letter. Answers the square number, the column
 * number for a bare letter, or an error a person can act on.
 */
export function readSquareName(
  layout: Layout,
  text: string,
): { square: number } | { column: number } | { error: string } {
  const token = text.trim().toLowerCase();
  const match = /^([a-z])(\d{1,3})?$/.exec(token);
  if (!match) return { error: `${quoteInput(text)} is not a square name (a column letter and a row number, like c3)` };
  const column = match[1]!.charCodeAt(0) - 97;
  if (match[2] === undefined) {
    if (column >= layout.cols) return { error: `column ${match[1]} is off the board` };
    return { column };
  }
  const row = Number(match[2]) - 1;
  const s = row >= 0 && row < layout.rows && column < layout.cols ? layout.squareAt[row * layout.cols + column]! : -1;
  if (s < 0) return { error: `${token} is off the board` };
  return { square: s };
}
