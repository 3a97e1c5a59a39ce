// The stem squares of RULES.md section 12 in a rules id: `/stem` (the squares nearest the centre
// of the layout) or `/stem:c3.d4`, read, checked and written back canonically.

import { LayoutError } from './layout-error.ts';
import type { Layout } from './layout.ts';
import { readSquareName, squareName } from './names.ts';
import { quoteInput } from './quote.ts';

/** The playable squares whose drawn centres lie nearest the centre of the layout's bounding box. */
export function defaultStemSquares(layout: Layout): number[] {
  const { size, centreX, centreY } = layout;
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (let s = 0; s < size; s++) {
    minX = Math.min(minX, centreX[s]!);
    maxX = Math.max(maxX, centreX[s]!);
    minY = Math.min(minY, centreY[s]!);
    maxY = Math.max(maxY, centreY[s]!);
  }
  const dist = Array.from({ length: size }, (_, s) =>
    Math.hypot(centreX[s]! - (minX + maxX) / 2, centreY[s]! - (minY + maxY) / 2),
  );
  const least = Math.min(...dist);
  return dist.flatMap((d, s) => (d - least <= 1e-9 ? [s] : []));
}

/** Reads the SQUARES of `/stem:SQUARES` (names joined by `.`), or throws a LayoutError naming the square. */
export function readStemSquares(layout: Layout, text: string, id: string): number[] {
  const quoted = quoteInput(id);
  if (text === '')
    throw new LayoutError(
      `${quoted}: /stem: names no square; write /stem alone, or name squares like /stem:c3.d4`,
    );
  const squares: number[] = [];
  for (const name of text.split('.')) {
    const read = readSquareName(layout, name);
    if (!('square' in read)) {
      const why =
        'column' in read || /off the board/.test(read.error)
          ? `${quoteInput(name)} is not a playable square of ${layout.id}`
          : read.error;
      throw new LayoutError(`${quoted}: stem square ${why}`);
    }
    if (squares.includes(read.square))
      throw new LayoutError(`${quoted}: stem square ${squareName(layout, read.square)} is named twice`);
    squares.push(read.square);
  }
  checkStemSquares(layout, squares, id);
  return squares;
}

/** Throws when the squares are not playable, repeated, or leave fewer than 2 squares to play. */
export function checkStemSquares(layout: Layout, squares: readonly number[], id: string): void {
  const quoted = quoteInput(id);
  const seen = new Set<number>();
  for (const s of squares) {
    if (!Number.isInteger(s) || s < 0 || s >= layout.size)
      throw new LayoutError(`${quoted}: stem square ${s} is not a playable square of ${layout.id}`);
    if (seen.has(s)) throw new LayoutError(`${quoted}: stem square ${squareName(layout, s)} is named twice`);
    seen.add(s);
  }
  const left = layout.size - squares.length;
  if (left < 2) {
    throw new LayoutError(
      `${quoted}: the stem squares leave ${left} playable square${left === 1 ? '' : 's'} that ${left === 1 ? 'is' : 'are'} not a stem square; at least 2 are needed`,
    );
  }
}

/** `/stem` when the squares are the default ones, else `/stem:` and their names in reading order. */
export function writeStemSquares(layout: Layout, squares: readonly number[]): string {
  const sorted = [...squares].sort((a, b) => a - b);
  const fallback = defaultStemSquares(layout);
  if (sorted.length === fallback.length && sorted.every((s, i) => s === fallback[i])) return '/stem';
  return `/stem:${sorted.map((s) => squareName(layout, s)).join('.')}`;
}
