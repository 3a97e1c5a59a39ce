// A layout's symmetries, and a position hash that is the same for a position and its mirror
// images. The score counts only how many axes a cell is connected along (or how many neighbours
// it has, by connections), and a reflection or rotation of the grid maps axes onto axes, so
// mirror-image positions have the same rest-of-game value: an exact search can share one table
// entry between them. The symmetries are found from the squares' drawn centres: the grid's
// rotations (quarter turns on a square grid, sixth turns on a hexagonal or triangular one), each with and
// without a reflection, about the centre of the playable squares, kept when they map every
// square onto a square and neighbours onto neighbours. So square:4 has 8 (the identity
// included), a grid 4, a hexagon 12, a triangle 6; under gravity only the left-right mirror keeps every
// column's cells falling the same way.

import type { Layout, Position } from '../../engine/index.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from '../../engine/zobrist.ts';

/** Worked out once per layout: both hasSymmetry and every MirrorHashes ask for them. */
const symmetriesOf = new WeakMap<Layout, Int16Array[]>();

/** Drawn centres closer than this are the same point (they are sums of halves and √3/2). */
const SAME_POINT = 1e-6;

/**
 * The square permutations, other than the identity, that map the layout's playable squares
 * onto themselves: reflections and rotations of the grid (only the left-right mirror under
 * gravity). Shared between callers, so read them, never write them.
 */
export function layoutSymmetries(layout: Layout): Int16Array[] {
  const known = symmetriesOf.get(layout);
  if (known) return known;
  const { size, centreX, centreY } = layout;
  // Every symmetry of a set of points keeps their mean where it is.
  let midX = 0;
  let midY = 0;
  for (let s = 0; s < size; s++) {
    midX += centreX[s]! / size;
    midY += centreY[s]! / size;
  }
  // A rotation by `turn` after an optional mirror x → −x, as (cos, sin, mirror).
  const turns = layout.gravity ? 1 : layout.grid === 'square' ? 4 : 6;
  const maps: Int16Array[] = [];
  for (const mirror of [false, true]) {
    for (let k = 0; k < turns; k++) {
      if (!mirror && k === 0) continue;
      const angle = (2 * Math.PI * k) / turns;
      const map = imageOf(layout, midX, midY, Math.cos(angle), Math.sin(angle), mirror);
      if (map !== null) maps.push(map);
    }
  }
  symmetriesOf.set(layout, maps);
  return maps;
}

/** The square each square's centre moves onto, or null when some lands on none or breaks a neighbour. */
function imageOf(
  layout: Layout,
  midX: number,
  midY: number,
  cos: number,
  sin: number,
  mirror: boolean,
): Int16Array | null {
  const { size, centreX, centreY, neighbour, directions: D } = layout;
  const map = new Int16Array(size);
  for (let s = 0; s < size; s++) {
    const dx = mirror ? midX - centreX[s]! : centreX[s]! - midX;
    const dy = centreY[s]! - midY;
    const x = midX + cos * dx - sin * dy;
    const y = midY + sin * dx + cos * dy;
    let image = -1;
    for (let t = 0; t < size && image < 0; t++) {
      if (Math.abs(centreX[t]! - x) < SAME_POINT && Math.abs(centreY[t]! - y) < SAME_POINT) image = t;
    }
    if (image < 0) return null;
    map[s] = image;
  }
  // A turn the grid does not have (none here, but a small layout could fit one by chance)
  // would carry a neighbour off the neighbour's directions.
  for (let s = 0; s < size; s++) {
    for (let d = 0; d < D; d++) {
      const t = neighbour[s * D + d]!;
      if (t < 0) continue;
      let kept = false;
      for (let e = 0; e < D; e++) if (neighbour[map[s]! * D + e] === map[t]) kept = true;
      if (!kept) return null;
    }
  }
  return map;
}

/**
 * Whether some symmetry of the layout maps the position's cells onto themselves, as on the empty
 * board. Only then do mirror images keep meeting in a search below it: from a lopsided position
 * keeping their hashes cost a fifth more time for no fewer nodes (9 positions 20 moves from the
 * end of square:6, petri:7 and square:8 games).
 */
export function hasSymmetry(position: Position): boolean {
  // Stem squares are cells of their own in `owner`, so a symmetry that keeps the position keeps them.
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

  /**
   * For a layout and its stem squares (RULES.md section 12): only the symmetries that map the
   * stem squares onto stem squares give positions of the same game.
   */
  constructor(
    private readonly layout: Layout,
    stemSquares: readonly number[] = [],
  ) {
    const stems = new Set(stemSquares);
    this.maps = layoutSymmetries(layout).filter((map) => stemSquares.every((s) => stems.has(map[s]!)));
    this.inverses = this.maps.map((map) => {
      const inverse = new Int16Array(map.length);
      for (let s = 0; s < map.length; s++) inverse[map[s]!] = s;
      return inverse;
    });
    this.lo = new Uint32Array(this.maps.length);
    this.hi = new Uint32Array(this.maps.length);
  }

  /**
   * Recomputes every image's hash from the position's cells. The part of the position's hash
   * that is not its cells (under /jumps, the jumps made) is the same for every image.
   */
  reset(position: Position): void {
    this.lo.fill(0);
    this.hi.fill(0);
    let ownLo = 0;
    let ownHi = 0;
    for (let s = 0; s < position.layout.size; s++) {
      const q = position.owner[s]!;
      if (q !== 1 && q !== 2) continue; // empty, or a stem cell (no player's, in no hash)
      this.toggle(s, q);
      const key = (q - 1) * ZOBRIST_STRIDE + s;
      ownLo ^= ZOBRIST_LO[key]!;
      ownHi ^= ZOBRIST_HI[key]!;
    }
    this.restLo = (position.hashLo ^ ownLo) >>> 0;
    this.restHi = (position.hashHi ^ ownHi) >>> 0;
  }

  /** The hash's part that is not the cells, xor-ed into every image's. */
  private restLo = 0;
  private restHi = 0;

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
    const restLo = this.restLo;
    const restHi = this.restHi;
    for (let i = 0; i < this.maps.length; i++) {
      const l = (this.lo[i]! ^ restLo) >>> 0;
      const h = (this.hi[i]! ^ restHi) >>> 0;
      if (l < lo || (l === lo && h < hi)) {
        lo = l;
        hi = h;
        image = i;
      }
    }
    this.canonicalLo = lo;
    this.canonicalHi = hi;
    this.image = image;
  }

  /**
   * As canonical(), for the position after a cell of player q appears on square s (whose own
   * hash is hashLo, hashHi), without keeping that move: a search looks its children up so.
   */
  canonicalAfter(hashLo: number, hashHi: number, s: number, q: number): void {
    const offset = (q - 1) * ZOBRIST_STRIDE;
    let lo = hashLo >>> 0;
    let hi = hashHi >>> 0;
    let image = -1;
    for (let i = 0; i < this.maps.length; i++) {
      const key = offset + this.maps[i]![s]!;
      const l = (this.lo[i]! ^ ZOBRIST_LO[key]!) >>> 0;
      if (l < lo || l === lo) {
        const h = (this.hi[i]! ^ ZOBRIST_HI[key]!) >>> 0;
        if (l < lo || h < hi) {
          lo = l;
          hi = h;
          image = i;
        }
      }
    }
    this.canonicalLo = lo;
    this.canonicalHi = hi;
    this.image = image;
  }

  /**
   * A move of the position, as image `image` (from canonical(), −1 the position) names it: a
   * square, or under /jumps a jump (size + from·directions + direction, see Position.isJump) by
   * its mapped square and the direction its line takes there.
   */
  toImage(image: number, move: number): number {
    if (image < 0 || move < 0) return move;
    return this.mapMove(this.maps[image]!, move);
  }

  /** A move of image `image`, as the position names it. */
  fromImage(image: number, move: number): number {
    if (image < 0 || move < 0) return move;
    return this.mapMove(this.inverses[image]!, move);
  }

  private mapMove(map: Int16Array, move: number): number {
    const { size, neighbour, directions: D } = this.layout;
    if (move < size) return map[move]!;
    const from = Math.floor((move - size) / D);
    const over = neighbour[from * D + ((move - size) % D)]!;
    if (from >= size || over < 0) return -1;
    // A symmetry maps neighbours onto neighbours and lines onto lines: the jump's line is the
    // direction from the mapped square to the mapped jumped one.
    const at = map[from]!;
    for (let e = 0; e < D; e++) if (neighbour[at * D + e] === map[over]) return size + at * D + e;
    return -1;
  }
}
