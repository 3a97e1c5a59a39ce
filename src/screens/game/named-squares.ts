// The squares the coach names, found on the board. On a hexagonal board columns slant up and to the
// left, on a triangular one rows narrow; "g7 ends 3 better" sends a beginner hunting along the rim's
// labels. So where the coach's words (the preview, the hint, Best moves, a review line) name a
// square of such a board, the board shows that name on the square itself. Square boards read as a
// chart and are left as they are. A square the board already marks as the words' subject (the held
// or hinted square, ringed) needs no name on it.
import type { Layout } from '../../engine/index.ts';
import { readSquareName } from '../../engine/index.ts';

/** The squares of `layout` that `words` name, in the order named, each once ("c3xe5", a jump, names c3 and e5). */
export function namedSquares(words: string, layout: Layout): number[] {
  const found: number[] = [];
  const spaced = words.replace(/(\d)x([a-z])/g, '$1 $2');
  for (const m of spaced.matchAll(/(?<![A-Za-z0-9+-])([a-z]\d{1,2})(?![0-9A-Za-z])/g)) {
    const read = readSquareName(layout, m[1]!);
    if ('square' in read && !found.includes(read.square)) found.push(read.square);
  }
  return found;
}

/** Whether `layout`'s squares are hard to find by their names alone: hexagons and triangles. */
export function namesHardToFollow(layout: Layout): boolean {
  return layout.grid === 'hex' || layout.grid === 'tri';
}

/** The squares the board tags with their names for `words` (null: no words shown), less those already `marked`. */
export function squaresToTag(words: string | null, layout: Layout, marked: readonly number[] = []): number[] {
  if (words === null || !namesHardToFollow(layout)) return [];
  return namedSquares(words, layout).filter((s) => !marked.includes(s));
}
