// The transposition table as both searches read it (the expert's, negamax.ts, and the exact
// solver's, exact.ts): keyed by the position's hash or, with mirrors, by the least hash of its
// mirror images, whose moves are mapped to and from that image. Each ply keeps the key it probed
// under, so the node stores under the same key after its children have probed theirs.

import type { Layout, Position, Rules } from '../../engine/index.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from '../../engine/zobrist.ts';
import { MirrorHashes } from './symmetry.ts';
import { changesManyCells, pliesInGame } from './variant-moves.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './table.ts';

export class KeyedTable {
  readonly table: TranspositionTable;
  /** Share entries between mirror images (for positions with a symmetry, as solving a layout starts from). */
  private readonly mirrored: boolean;
  private mirrors: MirrorHashes | null = null;
  /**
   * Positions with at least this many moves left are keyed by their least image, the others by
   * their own hash (and their images' hashes are not kept). A search meets mirror images only
   * near a symmetric position it started from: deeper, a mirror image is reached only by the
   * mirror image of a line, which the table has cut off where the position was still symmetric.
   */
  mirroredFrom = 0;
  private layout: Layout | null = null;
  private rules: Rules | null = null;
  /** Moves may change many cells (capture, jumps): the images' hashes are counted afresh at each probe. */
  private manyCells = false;
  private keyLo = new Uint32Array(0);
  private keyHi = new Uint32Array(0);
  private images = new Int8Array(0);
  /** After a hit: the table's move, in the position's own squares. */
  move = -1;
  // The key probeChild worked out last, and the hash of the child it is for: probing that child
  // after playing it reuses the key instead of finding the least image again.
  private childLo = 0;
  private childHi = 0;
  private childImage = -1;
  private childHashLo = -1;
  private childHashHi = -1;
  // What the table held for that child when it was looked up (hit: 1, miss: 0, not known: −1),
  // so the child's own probe, once it is played, reads it from here rather than the table: in
  // between, this thread stores nothing.
  private childHit = -1;
  private childValue = 0;
  private childBound = 0;
  private childMove = -1;
  // Each ply's children looked up at once (probeChildren), by square: the key, and what the
  // table held (bound −1 for a miss), for the cutoff and for the children as they are searched.
  private seenLo = new Uint32Array(0);
  private seenHi = new Uint32Array(0);
  private seenImage = new Int8Array(0);
  private seenBounds = new Int8Array(0);
  private seenValues = new Float64Array(0);
  private seenMoves = new Int16Array(0);
  private size = 0;
  /** The words probeChildren touched, folded together: kept so that the reads are made. */
  touched = 0;

  /** A table of 2^bits entries (in `shared` when the threads of a solve share one). */
  constructor(bits: number, mirrored: boolean, shared?: SharedArrayBuffer) {
    this.table = new TranspositionTable(bits, shared);
    this.mirrored = mirrored;
  }

  /** Starts from a position: its mirror images' hashes from scratch. */
  reset(position: Position): void {
    // Another game's entries are wrong here: its positions hash alike (an empty board on any layout)
    // but end otherwise. A kept search (the coach's Best moves) would answer this board from another.
    if (this.rules !== null && this.rules.id !== position.rules.id) this.table.newSearch();
    if (this.layout !== position.layout || this.rules !== position.rules) {
      const n = position.layout.size;
      const plies = pliesInGame(position);
      this.layout = position.layout;
      this.rules = position.rules;
      this.mirrors = this.mirrored ? new MirrorHashes(position.layout, position.rules.stemSquares) : null;
      this.keyLo = new Uint32Array(plies);
      this.keyHi = new Uint32Array(plies);
      this.images = new Int8Array(plies);
      this.size = n;
      const all = (n + 1) * n;
      this.seenLo = new Uint32Array(all);
      this.seenHi = new Uint32Array(all);
      this.seenImage = new Int8Array(all);
      this.seenBounds = new Int8Array(all);
      this.seenValues = new Float64Array(all);
      this.seenMoves = new Int16Array(all);
    }
    this.mirrors?.reset(position);
    this.manyCells = changesManyCells(position);
    this.childHashLo = -1;
    this.childHit = -1;
  }

  /** Before the mover plays m. */
  beforePlay(position: Position, m: number): void {
    if (this.mirrors !== null && !this.manyCells && position.totalMoves - position.ply > this.mirroredFrom)
      this.mirrors.toggle(m, position.turn());
  }

  /** Before the last move is taken back. */
  beforeUndo(position: Position): void {
    if (this.mirrors !== null && !this.manyCells && position.totalMoves - position.ply >= this.mirroredFrom)
      this.mirrors.toggle(position.lastMove(), position.turn() === 1 ? 2 : 1);
  }

  /** Looks up the position searched at this ply; on a hit, `move` and the table's found* fields tell what it holds. */
  probe(position: Position, ply: number): boolean {
    let lo = position.hashLo;
    let hi = position.hashHi;
    let image = -1;
    const mirrors = this.mirrors;
    let known = -1;
    if (lo === this.childHashLo && hi === this.childHashHi) {
      lo = this.childLo;
      hi = this.childHi;
      image = this.childImage;
      known = this.childHit;
      this.childHit = -1;
    } else if (mirrors !== null && position.totalMoves - position.ply >= this.mirroredFrom) {
      if (this.manyCells) mirrors.reset(position);
      mirrors.canonical(lo, hi);
      lo = mirrors.canonicalLo;
      hi = mirrors.canonicalHi;
      image = mirrors.image;
    }
    this.keyLo[ply] = lo;
    this.keyHi[ply] = hi;
    this.images[ply] = image;
    const table = this.table;
    if (known === 0) return false;
    if (known === 1) {
      table.foundValue = this.childValue;
      table.foundBound = this.childBound;
      table.foundMove = this.childMove;
    } else if (!table.probe(lo, hi)) return false;
    this.move = mirrors === null ? table.foundMove : mirrors.fromImage(image, table.foundMove);
    return true;
  }

  /** Looks up the child after the mover p plays m, without playing it; the table's found* fields tell what it holds. */
  probeChild(position: Position, m: number, p: 1 | 2): boolean {
    const offset = (p - 1) * ZOBRIST_STRIDE;
    let lo = (position.hashLo ^ ZOBRIST_LO[offset + m]!) >>> 0;
    let hi = (position.hashHi ^ ZOBRIST_HI[offset + m]!) >>> 0;
    this.childHashLo = lo;
    this.childHashHi = hi;
    let image = -1;
    const mirrors = this.mirrors;
    if (mirrors !== null && position.totalMoves - position.ply > this.mirroredFrom) {
      mirrors.canonicalAfter(lo, hi, m, p);
      lo = mirrors.canonicalLo;
      hi = mirrors.canonicalHi;
      image = mirrors.image;
    }
    this.childLo = lo;
    this.childHi = hi;
    this.childImage = image;
    return this.keepChild(this.table.probe(lo, hi));
  }

  /** Keeps what the table held for the current child, for its own probe. */
  private keepChild(hit: boolean): boolean {
    const table = this.table;
    this.childHit = hit ? 1 : 0;
    this.childValue = table.foundValue;
    this.childBound = table.foundBound;
    this.childMove = table.foundMove;
    return hit;
  }

  /**
   * Looks up every child of the node at this ply (the mover p playing each of `moves`): first
   * all their keys, then all the probes, so the processor has several cache misses under way at
   * once. seenBound and seenValue tell what each held; the search then takes the children from
   * here (recallChild) rather than looking each up again.
   */
  probeChildren(position: Position, moves: Int16Array, count: number, p: 1 | 2, ply: number): void {
    const offset = (p - 1) * ZOBRIST_STRIDE;
    const base = ply * this.size;
    const mirrors = position.totalMoves - position.ply > this.mirroredFrom ? this.mirrors : null;
    const hashLo = position.hashLo;
    const hashHi = position.hashHi;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const at = base + m;
      let lo = (hashLo ^ ZOBRIST_LO[offset + m]!) >>> 0;
      let hi = (hashHi ^ ZOBRIST_HI[offset + m]!) >>> 0;
      let image = -1;
      if (mirrors !== null) {
        mirrors.canonicalAfter(lo, hi, m, p);
        lo = mirrors.canonicalLo;
        hi = mirrors.canonicalHi;
        image = mirrors.image;
      }
      this.seenLo[at] = lo;
      this.seenHi[at] = hi;
      this.seenImage[at] = image;
    }
    const table = this.table;
    let touched = 0;
    for (let i = 0; i < count; i++) touched ^= table.touch(this.seenLo[base + moves[i]!]!);
    this.touched = touched;
    for (let i = 0; i < count; i++) {
      const at = base + moves[i]!;
      if (table.probe(this.seenLo[at]!, this.seenHi[at]!)) {
        this.seenBounds[at] = table.foundBound;
        this.seenValues[at] = table.foundValue;
        this.seenMoves[at] = table.foundMove;
      } else this.seenBounds[at] = -1;
    }
  }

  /** The bound probeChildren found for the child after m at this ply (−1: not in the table). */
  seenBound(ply: number, m: number): number {
    return this.seenBounds[ply * this.size + m]!;
  }

  /** The value probeChildren found for the child after m at this ply. */
  seenValue(ply: number, m: number): number {
    return this.seenValues[ply * this.size + m]!;
  }

  /**
   * Makes the child after m (at this ply, looked up by probeChildren) the current child, as
   * probeChild does: with `again`, looked up again under its kept key (the search since may have
   * stored it), else what probeChildren found. The table's found* fields tell what it holds.
   */
  recallChild(position: Position, m: number, p: 1 | 2, ply: number, again: boolean): boolean {
    const offset = (p - 1) * ZOBRIST_STRIDE;
    const at = ply * this.size + m;
    this.childHashLo = (position.hashLo ^ ZOBRIST_LO[offset + m]!) >>> 0;
    this.childHashHi = (position.hashHi ^ ZOBRIST_HI[offset + m]!) >>> 0;
    this.childLo = this.seenLo[at]!;
    this.childHi = this.seenHi[at]!;
    this.childImage = this.seenImage[at]!;
    const table = this.table;
    if (again) return this.keepChild(table.probe(this.childLo, this.childHi));
    const bound = this.seenBounds[at]!;
    if (bound < 0) return this.keepChild(false);
    table.foundBound = bound;
    table.foundValue = this.seenValues[at]!;
    table.foundMove = this.seenMoves[at]!;
    return this.keepChild(true);
  }

  /** Stores the result of the node searched at this ply in (alphaAtStart, beta), under the key it probed. */
  store(
    ply: number,
    depth: number,
    best: number,
    alphaAtStart: number,
    beta: number,
    bestMove: number,
  ): void {
    const bound = best <= alphaAtStart ? UPPER : best >= beta ? LOWER : EXACT;
    const image = this.images[ply]!;
    const move = this.mirrors === null ? bestMove : this.mirrors.toImage(image, bestMove);
    this.table.store(this.keyLo[ply]!, this.keyHi[ply]!, depth, bound, best, move);
  }
}
