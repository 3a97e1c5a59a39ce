// The expert's transposition table: positions already searched, keyed by the engine's Zobrist
// hash, in one flat Int32Array so a search of millions of nodes allocates nothing and a lookup
// reads one entry's four words side by side (an entry per array cost a cache miss per field).
// Each search stamps its entries with a fresh generation, so a new search starts from an empty
// table without clearing it, and a position always gets the same answer however many searches
// came before. A solve's worker threads share one table in a SharedArrayBuffer, written without
// locks: an entry's first word is its hash XOR its value and meta words, so an entry that two
// threads wrote at once reads as a miss rather than as another position's value.

/** The stored value is exact, a lower bound (the search failed high) or an upper bound. */
export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

/** Values are multiples of 1/16 (the search rounds its evaluation so), stored exactly × 16. */
const VALUE_SCALE = 16;
/** An entry's words: hash low, hash high, value × 16, and generation · depth · bound · move. */
const WORDS = 4;
/** The generation takes the meta word's top 14 bits; after that many searches the table is cleared. */
const GENERATIONS = 1 << 14;

/** Whether an entry (bound, value) gives the value a search of the window (alpha, beta) would return. */
export function settles(bound: number, v: number, alpha: number, beta: number): boolean {
  return bound === EXACT || (bound === LOWER ? v >= beta : v <= alpha);
}

export class TranspositionTable {
  readonly mask: number;
  private readonly words: Int32Array;
  private current = 0;

  // What the last successful probe found.
  foundDepth = 0;
  foundBound = EXACT;
  foundValue = 0;
  foundMove = -1;

  /** A table of 2^bits entries (16 bytes each), in buckets of two; in `shared` when given (see sharedTableBuffer). */
  constructor(bits: number, shared?: SharedArrayBuffer) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.words = shared ? new Int32Array(shared) : new Int32Array(size * WORDS);
    if (this.words.length !== size * WORDS)
      throw new RangeError(`a shared table of 2^${bits} entries takes ${size * WORDS * 4} bytes`);
    this.newSearch();
  }

  /** Forgets every entry: the next search sees an empty table. */
  newSearch(): void {
    this.current++;
    if (this.current === GENERATIONS) {
      this.words.fill(0);
      this.current = 1;
    }
  }

  /** The word offset of the entry holding this position in its bucket, or −1. */
  private find(lo: number, hi: number, first: number): number {
    const w = this.words;
    const current = this.current;
    if (
      (w[first]! ^ w[first + 2]! ^ w[first + 3]!) === lo &&
      w[first + 1] === hi &&
      w[first + 3]! >>> 18 === current
    )
      return first;
    const second = first + WORDS;
    if (
      (w[second]! ^ w[second + 2]! ^ w[second + 3]!) === lo &&
      w[second + 1] === hi &&
      w[second + 3]! >>> 18 === current
    )
      return second;
    return -1;
  }

  /** Looks a position up in its bucket; on a hit, fills the found* fields and answers true. */
  probe(hashLo: number, hashHi: number): boolean {
    const first = (hashLo & this.mask & ~1) * WORDS;
    return this.read(hashLo | 0, hashHi | 0, first) || this.read(hashLo | 0, hashHi | 0, first + WORDS);
  }

  /**
   * Reads the first word of the position's bucket and nothing more, so that a later probe finds
   * it in the cache: several of these in a row keep several cache misses under way at once.
   * Returns the word, which the caller folds into something kept so the read is not dropped.
   */
  touch(hashLo: number): number {
    return this.words[(hashLo & this.mask & ~1) * WORDS]!;
  }

  /** Reads the entry at word offset i when it holds this position; each word once, as another thread may be writing it. */
  private read(lo: number, hi: number, i: number): boolean {
    const w = this.words;
    const check = w[i]!;
    const value = w[i + 2]!;
    const meta = w[i + 3]!;
    if ((check ^ value ^ meta) !== lo || w[i + 1] !== hi || meta >>> 18 !== this.current) return false;
    this.foundValue = value / VALUE_SCALE;
    this.foundDepth = meta & 0xff;
    this.foundBound = (meta >>> 8) & 3;
    this.foundMove = ((meta >>> 10) & 0xff) - 1;
    return true;
  }

  /**
   * Stores a searched position. A bucket holds two: the first slot keeps the deepest entry of
   * this search (it saved the most work), the second takes whatever the first turns away, so
   * the many shallow positions near the leaves still find each other. An entry for the same
   * position is overwritten where it is.
   */
  store(hashLo: number, hashHi: number, depth: number, bound: number, value: number, move: number): void {
    const lo = hashLo | 0;
    const hi = hashHi | 0;
    const first = (hashLo & this.mask & ~1) * WORDS;
    const w = this.words;
    let i = this.find(lo, hi, first);
    if (i < 0) {
      const firstMeta = w[first + 3]!;
      const firstTaken = firstMeta >>> 18 === this.current && (firstMeta & 0xff) > depth;
      i = firstTaken ? first + WORDS : first;
    }
    const scaled = Math.round(value * VALUE_SCALE);
    // The largest layout (hex:8) has 169 squares: moves are −1…168, stored + 1 as 0…169, and
    // depths at most 169, so each fits its 8 bits (up to 255); the generation keeps the top 14.
    const meta = (this.current << 18) | ((move + 1) << 10) | (bound << 8) | depth;
    w[i] = lo ^ scaled ^ meta;
    w[i + 1] = hi;
    w[i + 2] = scaled;
    w[i + 3] = meta;
  }
}

/** Memory for a table of 2^bits entries that worker threads share. */
export function sharedTableBuffer(bits: number): SharedArrayBuffer {
  return new SharedArrayBuffer((1 << bits) * WORDS * 4);
}
