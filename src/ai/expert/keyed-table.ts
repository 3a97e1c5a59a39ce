// The transposition table as both searches read it (the expert's, negamax.ts, and the exact
// solver's, exact.ts): keyed by the position's hash or, with mirrors, by the least hash of its
// mirror images, whose moves are mapped to and from that image. Each ply keeps the key it probed
// under, so the node stores under the same key after its children have probed theirs.

import type { Layout, Position } from '../../engine/index.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from '../../engine/zobrist.ts';
import { MirrorHashes } from './symmetry.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './table.ts';

export class KeyedTable {
  readonly table: TranspositionTable;
  /** Share entries between mirror images (for positions with a symmetry, as solving a layout starts from). */
  private readonly mirrored: boolean;
  private mirrors: MirrorHashes | null = null;
  private layout: Layout | null = null;
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

  /** A table of 2^bits entries (in `shared` when the threads of a solve share one). */
  constructor(bits: number, mirrored: boolean, shared?: SharedArrayBuffer) {
    this.table = new TranspositionTable(bits, shared);
    this.mirrored = mirrored;
  }

  /** Starts from a position: its mirror images' hashes from scratch. */
  reset(position: Position): void {
    if (this.layout !== position.layout) {
      const n = position.layout.size;
      this.layout = position.layout;
      this.mirrors = this.mirrored ? new MirrorHashes(position.layout) : null;
      this.keyLo = new Uint32Array(n + 1);
      this.keyHi = new Uint32Array(n + 1);
      this.images = new Int8Array(n + 1);
    }
    this.mirrors?.reset(position);
  }

  /** Before the mover plays m. */
  beforePlay(position: Position, m: number): void {
    this.mirrors?.toggle(m, position.turn());
  }

  /** Before the last move is taken back. */
  beforeUndo(position: Position): void {
    this.mirrors?.toggle(position.lastMove(), position.turn() === 1 ? 2 : 1);
  }

  /** Looks up the position searched at this ply; on a hit, `move` and the table's found* fields tell what it holds. */
  probe(position: Position, ply: number): boolean {
    let lo = position.hashLo;
    let hi = position.hashHi;
    let image = -1;
    const mirrors = this.mirrors;
    if (lo === this.childHashLo && hi === this.childHashHi) {
      lo = this.childLo;
      hi = this.childHi;
      image = this.childImage;
    } else if (mirrors !== null) {
      mirrors.canonical(lo, hi);
      lo = mirrors.canonicalLo;
      hi = mirrors.canonicalHi;
      image = mirrors.image;
    }
    this.keyLo[ply] = lo;
    this.keyHi[ply] = hi;
    this.images[ply] = image;
    const table = this.table;
    if (!table.probe(lo, hi)) return false;
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
    if (mirrors !== null) {
      mirrors.canonicalAfter(lo, hi, m, p);
      lo = mirrors.canonicalLo;
      hi = mirrors.canonicalHi;
      image = mirrors.image;
    }
    this.childLo = lo;
    this.childHi = hi;
    this.childImage = image;
    return this.table.probe(lo, hi);
  }

  /** Stores the result of the node searched at this ply in (alphaAtStart, beta), under the key it probed. */
  store(ply: number, depth: number, best: number, alphaAtStart: number, beta: number, bestMove: number): void {
    const bound = best <= alphaAtStart ? UPPER : best >= beta ? LOWER : EXACT;
    const image = this.images[ply]!;
    const move = this.mirrors === null ? bestMove : this.mirrors.toImage(image, bestMove);
    this.table.store(this.keyLo[ply]!, this.keyHi[ply]!, depth, bound, best, move);
  }
}
