// The expert's transposition table: positions already searched, keyed by the engine's Zobrist
// hash, in flat typed arrays so a search of millions of nodes allocates nothing. Each search
// stamps its entries with a fresh generation, so a new search starts from an empty table without
// clearing it, and a position always gets the same answer however many searches came before.

/** The stored value is exact, a lower bound (the search failed high) or an upper bound. */
export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

export class TranspositionTable {
  readonly mask: number;
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly generation: Int32Array;
  private readonly depthOf: Uint8Array;
  private readonly boundOf: Uint8Array;
  private readonly valueOf: Float64Array;
  private readonly moveOf: Int16Array;
  private current = 0;

  // What the last successful probe found.
  foundDepth = 0;
  foundBound = EXACT;
  foundValue = 0;
  foundMove = -1;

  /** A table of 2^bits entries (about 24 bytes each). */
  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.generation = new Int32Array(size);
    this.depthOf = new Uint8Array(size);
    this.boundOf = new Uint8Array(size);
    this.valueOf = new Float64Array(size);
    this.moveOf = new Int16Array(size);
  }

  /** Forgets every entry: the next search sees an empty table. */
  newSearch(): void {
    this.current++;
  }

  /** Looks a position up; on a hit, fills the found* fields and answers true. */
  probe(hashLo: number, hashHi: number): boolean {
    const i = hashLo & this.mask;
    if (this.generation[i] !== this.current || this.lo[i] !== (hashLo | 0) || this.hi[i] !== (hashHi | 0)) return false;
    this.foundDepth = this.depthOf[i]!;
    this.foundBound = this.boundOf[i]!;
    this.foundValue = this.valueOf[i]!;
    this.foundMove = this.moveOf[i]!;
    return true;
  }

  /**
   * Stores a searched position. A deeper entry of another position in the slot of this search
   * is kept, since it saved more work; anything older or shallower is replaced.
   */
  store(hashLo: number, hashHi: number, depth: number, bound: number, value: number, move: number): void {
    const i = hashLo & this.mask;
    const sameSlotOwner = this.lo[i] === (hashLo | 0) && this.hi[i] === (hashHi | 0);
    if (this.generation[i] === this.current && !sameSlotOwner && this.depthOf[i]! > depth) return;
    this.generation[i] = this.current;
    this.lo[i] = hashLo | 0;
    this.hi[i] = hashHi | 0;
    this.depthOf[i] = depth;
    this.boundOf[i] = bound;
    this.valueOf[i] = value;
    this.moveOf[i] = move;
  }
}
