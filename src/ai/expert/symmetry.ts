// A layout's symmetries, and a position hash that is the same for a position and its mirror
// images. The score counts only how many axes a cell is connected along, and a reflection or
// rotation maps axes onto axes, so mirror-image positions have the same rest-of-game value: an
// exact search can share one table entry between them. From the empty square:4 board each
// position has up to 8 images, from a grid's up to 4; under gravity only the left-right mirror
// keeps every column's cells falling the same way.

import type { Layout, Position } from '../../engine/index.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from '../../engine/zobrist.ts';

/** Worked out once per layout: both hasSymmetry and every MirrorHashes ask for them. */
const symmetriesOf = new WeakMap<Layout, Int16Array[]>();

/**
 * The square permutations, other than the identity, that map the layout's playable squares
 * onto themselves: reflections and rotations of the grid (only the left-right mirror under
 * gravity). Shared between callers, so read them, never write them.
 */
export function layoutSymmetries(layout: Layout): Int16Array[] {
  const known = symmetriesOf.get(layout);
  if (known) return known;
  const { rows, cols } = layout;
  const transforms: Array<(r: number, c: number) => [number, number]> = [
    (r, c) => [r, cols - 1 - c],
  ];
  if (!layout.gravity) {
    transforms.push((r, c) => [rows - 1 - r, c], (r, c) => [rows - 1 - r, cols - 1 - c]);
    if (rows === cols) {
      transforms.push(
        (r, c) => [c, r],
        (r, c) => [cols - 1 - c, rows - 1 - r],
        (r, c) => [c, rows - 1 - r],
        (r, c) => [cols - 1 - c, r],
      );
    }
  }
  const maps: Int16Array[] = [];
  for (const transform of transforms) {
    const map = new Int16Array(layout.size);
    let keeps = true;
    for (let s = 0; s < layout.size && keeps; s++) {
      const [r, c] = transform(layout.rowOf[s]!, layout.colOf[s]!);
      const image = layout.squareAt[r * cols + c]!;
      if (image < 0) keeps = false;
      map[s] = image;
    }
    if (keeps) maps.push(map);
  }
  symmetriesOf.set(layout, maps);
  return maps;
}

/**
 * Whether some symmetry of the layout maps the position's cells onto themselves, as on the empty
 * board. Only then do mirror images keep meeting in a search below it: from a lopsided position
 * keeping their hashes cost a fifth more time for no fewer nodes (9 positions 20 moves from the
 * end of square:6, petri:7 and square:8 games).
 */
export function hasSymmetry(position: Position): boolean {
  const owner = position.owner;
  return layoutSymmetries(position.layout).some((map) => map.every((image, s) => owner[image] === owner[s]));
}

/**
 * The hashes of a position's mirror images, kept move by move, and the canonical one: the least
 * of them all. Table moves are stored in the canonical image's squares and mapped back on probe.
 */
export class MirrorHashes {
  readonly maps: Int16Array[];
  private readonly inverses: Int16Array[];
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array;
  /** After canonical(): the least hash, and which image gave it (−1: the position itself). */
  canonicalLo = 0;
  canonicalHi = 0;
  image = -1;

  constructor(layout: Layout) {
    this.maps = layoutSymmetries(layout);
    this.inverses = this.maps.map((map) => {
      const inverse = new Int16Array(map.length);
      for (let s = 0; s < map.length; s++) inverse[map[s]!] = s;
      return inverse;
    });
    this.lo = new Uint32Array(this.maps.length);
    this.hi = new Uint32Array(this.maps.length);
  }

  /** Recomputes every image's hash from the position's cells. */
  reset(position: Position): void {
    this.lo.fill(0);
    this.hi.fill(0);
    for (let s = 0; s < position.layout.size; s++) {
      const q = position.owner[s]!;
      if (q !== 0) this.toggle(s, q);
    }
  }

  /** A cell of player q appears on (or leaves) square s: every image changes the same way. */
  toggle(s: number, q: number): void {
    const offset = (q - 1) * ZOBRIST_STRIDE;
    for (let i = 0; i < this.maps.length; i++) {
      const key = offset + this.maps[i]![s]!;
      this.lo[i] = this.lo[i]! ^ ZOBRIST_LO[key]!;
      this.hi[i] = this.hi[i]! ^ ZOBRIST_HI[key]!;
    }
  }

  /** Finds the least of the position's own hash and its images' hashes. */
  canonical(hashLo: number, hashHi: number): void {
    let lo = hashLo >>> 0;
    let hi = hashHi >>> 0;
    let image = -1;
    for (let i = 0; i < this.maps.length; i++) {
      const l = this.lo[i]!;
      if (l < lo || (l === lo && this.hi[i]! < hi)) {
        lo = l;
        hi = this.hi[i]!;
        image = i;
      }
    }
    this.canonicalLo = lo;
    this.canonicalHi = hi;
    this.image = image;
  }

  /** A square of the position, as image `image` (from canonical(), −1 the position) names it. */
  toImage(image: number, square: number): number {
    return image < 0 || square < 0 ? square : this.maps[image]![square]!;
  }

  /** A square of image `image`, as the position names it. */
  fromImage(image: number, square: number): number {
    return image < 0 || square < 0 ? square : this.inverses[image]![square]!;
  }
}
