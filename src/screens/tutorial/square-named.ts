// A square the guided game's script or its pictures name ("b2"), read on their board: a name that
// is not one of its squares is the script's own mistake, said as such.

import { readSquareName, type Layout } from '../../engine/index.ts';

/** The square `name` on `layout`; `who` names the script that asked, for its message. */
export function squareNamed(layout: Layout, name: string, who = 'the tutorial'): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`${who} names ${name}, not a square of ${layout.id}`);
  return read.square;
}
