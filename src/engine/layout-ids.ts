// Layout ids (RULES.md sections 1, 7, 8 and 14) read into a shape: the grid, its size, gravity and
// which squares are playable. layout.ts compiles a shape into the tables play reads.
//
// Policy for ids typed by people: any letter case is read and written back in lowercase; numbers
// are plain decimal without leading zeros; anything outside printable ASCII is refused, so a
// look-alike such as the Kelvin sign never passes for a letter.

import { customShape } from './custom-layout.ts';
import { ACCEPTED_LAYOUTS, LayoutError } from './layout-error.ts';
import { quoteInput } from './quote.ts';
import type { LayoutKind, LayoutShape } from './layout-shape.ts';
import { HEX_GRID, SQUARE_GRID, TRI_GRID } from './topology.ts';

export { ACCEPTED_LAYOUTS, LayoutError };
export type { LayoutKind, LayoutShape };

/** Reads a layout id into its shape, or throws a LayoutError. */
export function layoutShape(original: string): LayoutShape {
  const text = String(original).trim();
  const notAnId = (why = '') =>
    new LayoutError(`${quoteInput(text)} is not a layout id${why}; ${ACCEPTED_LAYOUTS}`);
  if (!/^[\x21-\x7e]+$/.test(text)) throw notAnId();
  const lower = text.toLowerCase();
  if (lower.startsWith('custom:')) return customShape(lower, text);
  const match = /^(square|grid|petri|beaker|flask|hex|tri):(\d+)(?:x(\d+))?$/.exec(lower);
  if (!match) throw notAnId();
  if (/(^|[:x])0\d/.test(lower)) throw notAnId(' (numbers are written without leading zeros)');
  const kind = match[1] as LayoutKind;
  const a = Number(match[2]);
  const b = match[3] === undefined ? undefined : Number(match[3]);
  const needsTwo = kind === 'grid' || kind === 'beaker' || kind === 'flask';
  if (needsTwo !== (b !== undefined)) throw notAnId();
  const outOfRange = (what: string) => new LayoutError(`${quoteInput(text)}: ${what}; ${ACCEPTED_LAYOUTS}`);
  const all = () => true;

  switch (kind) {
    case 'square':
      if (a < 3 || a > 12) throw outOfRange('N must be 3 to 12');
      return squareShape(`square:${a}`, kind, a, a, false, all);
    case 'grid':
      if (a < 2 || a > 12 || b! < 2 || b! > 12) throw outOfRange('R and C must be 2 to 12');
      return squareShape(`grid:${a}x${b}`, kind, a, b!, false, all);
    case 'petri': {
      if (a < 4 || a > 12) throw outOfRange('D must be 4 to 12');
      const mid = (a - 1) / 2;
      const r2 = (a / 2) ** 2;
      return squareShape(`petri:${a}`, kind, a, a, false, (r, c) => (r - mid) ** 2 + (c - mid) ** 2 <= r2);
    }
    case 'beaker':
      if (a < 2 || a > 10 || b! < 2 || b! > 10) throw outOfRange('R and C must be 2 to 10');
      return squareShape(`beaker:${a}x${b}`, kind, a, b!, true, all);
    case 'flask': {
      if (a < 4 || a > 10 || a % 2 !== 0) throw outOfRange('W must be even, 4 to 10');
      if (b! < 1 || b! > 8) throw outOfRange('N must be 1 to 8');
      const widths = flaskRowWidths(a, b!);
      return squareShape(`flask:${a}x${b}`, kind, widths.length, a, true, (r, c) => {
        const half = (a - widths[r]!) / 2;
        return c >= half && c < a - half;
      });
    }
    case 'hex': {
      if (a < 3 || a > 8) throw outOfRange('N must be 3 to 8');
      return {
        id: `hex:${a}`,
        kind,
        topology: HEX_GRID,
        rows: 2 * a - 1,
        cols: 2 * a - 1,
        gravity: false,
        playable: (r, c) => Math.abs(r - c) <= a - 1,
      };
    }
    case 'tri': {
      if (a < 3 || a > 10) throw outOfRange('N must be 3 to 10');
      return {
        id: `tri:${a}`,
        kind,
        topology: TRI_GRID,
        rows: a,
        cols: 2 * a - 1,
        gravity: false,
        playable: (r, c) => r <= c && c <= 2 * a - 2 - r,
      };
    }
    default:
      throw notAnId();
  }
}

function squareShape(
  id: string,
  kind: LayoutKind,
  rows: number,
  cols: number,
  gravity: boolean,
  playable: (r: number, c: number) => boolean,
): LayoutShape {
  return { id, kind, topology: SQUARE_GRID, rows, cols, gravity, playable };
}

/** Row widths of a flask from the bottom up: W, W−2, …, 4, then N rows of 2. */
export function flaskRowWidths(w: number, neck: number): number[] {
  const widths: number[] = [];
  for (let width = w; width >= 4; width -= 2) widths.push(width);
  for (let i = 0; i < neck; i++) widths.push(2);
  return widths;
}
