// Square names as in chess: column letter, then row number from the bottom (`a1` is bottom-left).

import type { Layout } from './layout.ts';
import { quoteInput } from './quote.ts';

/** Enough letters for the widest grid, tri:10 with 19 columns. */
const LETTERS = 'abcdefghijklmnopqrs';

export function columnLetter(column: number): string {
  return LETTERS[column] ?? `?${column}`;
}

export function squareName(layout: Layout, s: number): string {
  return `${columnLetter(layout.colOf[s]!)}${layout.rowOf[s]! + 1}`;
}

/**
 * Reads a square name or (column alone) a column letter, in either letter case. Answers the
 * square number, the column number for a bare letter, or an error a person can act on. Row
 * numbers have no leading zeros, and only ASCII letters count, never a look-alike.
 */
export function readSquareName(
  layout: Layout,
  text: string,
): { square: number } | { column: number } | { error: string } {
  const trimmed = text.trim();
  const token = /^[\x21-\x7e]*$/.test(trimmed) ? trimmed.toLowerCase() : '';
  const match = /^([a-z])([1-9]\d?)?$/.exec(token);
  if (!match)
    return {
      error: `${quoteInput(trimmed)} is not a square name (a column letter and a row number, like c3)`,
    };
  const column = match[1]!.charCodeAt(0) - 97;
  if (match[2] === undefined) {
    if (column >= layout.cols) return { error: `column ${match[1]} is off the board` };
    return { column };
  }
  const row = Number(match[2]) - 1;
  const s =
    row >= 0 && row < layout.rows && column < layout.cols ? layout.squareAt[row * layout.cols + column]! : -1;
  if (s < 0) return { error: `${token} is off the board` };
  return { square: s };
}
