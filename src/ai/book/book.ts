// The opening book: exact values and every best move of positions near the start of the solved
// boards, made by scripts/make-book.ts and kept in book-data.ts, one line per rules key. A
// position and its mirror images share one entry, keyed by the least of their keys (the cells
// read as a number in base 3); the best moves are stored as the keyed image names them.

import type { Layout, Position } from '../../engine/index.ts';
import { layoutSymmetries } from '../expert/symmetry.ts';
import { BOOK_DATA } from './book-data.ts';

export interface BookEntry {
  /** The final score difference with best play, from player 1's side. */
  value: number;
  /** Every best move for the player to move, in reading order. */
  best: number[];
  /**
   * The best move the book plays: the first as the keyed image names them, so every mirror image
   * of a position plays the image of one move and stays in the book's tree.
   */
  move: number;
}

/** A position's key under one symmetry (−1: as it is), and the least over all of them. */
export function positionKey(position: Position, map: Int16Array | null = null): number {
  let key = 0;
  let power = 1;
  const owner = position.owner;
  const n = owner.length;
  if (map === null) {
    for (let s = 0; s < n; s++, power *= 3) key += owner[s]! * power;
    return key;
  }
  const powers = powersOf(n);
  for (let s = 0; s < n; s++) key += owner[s]! * powers[map[s]!]!;
  return key;
}

const powerTables: number[][] = [];
function powersOf(n: number): number[] {
  return (powerTables[n] ??= Array.from({ length: n }, (_, i) => 3 ** i));
}

/** The least key of the position's images, and the symmetry that gives it (null: the position itself). */
export function canonicalKey(position: Position): { key: number; map: Int16Array | null } {
  let key = positionKey(position);
  let best: Int16Array | null = null;
  for (const map of layoutSymmetries(position.layout)) {
    const k = positionKey(position, map);
    if (k < key) {
      key = k;
      best = map;
    }
  }
  return { key, map: best };
}

/** One entry as book-data.ts writes it: key, value and best moves (of the keyed image), base 36. */
export function writeEntry(key: number, value: number, best: number[]): string {
  return `${key.toString(36)}:${value}:${best.map((s) => s.toString(36)).join('.')}`;
}

const parsed = new Map<string, Map<number, { value: number; best: number[] }>>();

function entriesOf(rules: string): Map<number, { value: number; best: number[] }> | undefined {
  const known = parsed.get(rules);
  if (known) return known;
  const line = BOOK_DATA[rules];
  if (line === undefined) return undefined;
  const entries = new Map<number, { value: number; best: number[] }>();
  for (const text of line.entries.split(' ')) {
    const [key, value, best] = text.split(':');
    entries.set(parseInt(key!, 36), {
      value: Number(value),
      best: best === '' ? [] : best!.split('.').map((s) => parseInt(s, 36)),
    });
  }
  parsed.set(rules, entries);
  return entries;
}

/** The book's entry for the position, its best moves named as the position names them; null when it has none. */
export function lookUp(position: Position): BookEntry | null {
  const entries = entriesOf(position.rules.id);
  if (!entries) return null;
  const { key, map } = canonicalKey(position);
  const entry = entries.get(key);
  if (!entry) return null;
  const back = (t: number) => (map === null ? t : inverseOf(position.layout, map)[t]!);
  return {
    value: entry.value,
    best: entry.best.map(back).sort((a, b) => a - b),
    move: back(Math.min(...entry.best)),
  };
}

const inverses = new WeakMap<Int16Array, Int16Array>();
export function inverseOf(layout: Layout, map: Int16Array): Int16Array {
  let inverse = inverses.get(map);
  if (!inverse) {
    inverse = new Int16Array(layout.size);
    for (let s = 0; s < layout.size; s++) inverse[map[s]!] = s;
    inverses.set(map, inverse);
  }
  return inverse;
}

/**
 * Whether the book, with the exact solver from `reach` moves left, gives a best move in every
 * position either player can meet when one side follows it: the script marks a rules key
 * complete when it stored that whole tree.
 */
export function bookIsComplete(rules: string): boolean {
  return BOOK_DATA[rules]?.complete === true;
}

/**
 * The boards past the exact solver's quick reach whose tree of best replies goes down to Perfect's
 * reach (PERFECT_REACH moves left); the other boards' trees end at the quick reach.
 */
export const LARGE_BOOK_RULES: readonly string[] = ['square:5', 'flask:8x3'];

export function bookRules(): string[] {
  return Object.keys(BOOK_DATA);
}
