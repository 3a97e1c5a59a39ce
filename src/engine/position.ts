// The game position: cells on squares, with the scores, the move features of RULES.md section 4
// and a Zobrist hash kept up to date on every play and undo. Play and undo touch only the
// neighbourhood of the square, so the opponents' searches can afford millions of them.

import type { Layout } from './layout.ts';
import { squareName } from './names.ts';
import { movesInGame, rulesOf, type Rules } from './rules.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from './zobrist.ts';

export type Player = 1 | 2;

/**
 * A cell's score by its division pattern (one bit per connected axis, 4 axes on a square grid and
 * 3 on a hexagonal one, so one table serves both): k axes → 2k, none → 1.
 */
export const PATTERN_SCORE: Int32Array = Int32Array.from({ length: 16 }, (_, mask) => {
  const k = (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
  return k === 0 ? 1 : 2 * k;
});

/** A typed array others read and never write: the position keeps it up to date on play and undo. */
export type ReadonlyUint8Array = Omit<Readonly<Uint8Array>, 'set' | 'fill' | 'copyWithin' | 'reverse' | 'sort' | 'subarray'>;
export type ReadonlyInt32Array = Omit<Readonly<Int32Array>, 'set' | 'fill' | 'copyWithin' | 'reverse' | 'sort' | 'subarray'>;

/** A move that breaks the rules; the message names the square and why, for a person to read. */
export class MoveError extends Error {
  override name = 'MoveError';
}

export class Position {
  readonly rules: Rules;
  readonly layout: Layout;
  readonly equalMoves: boolean;
  /** Scoring by connections (RULES.md section 9) instead of by divisions. */
  readonly byConnections: boolean;
  /** Number of moves the game lasts. */
  readonly totalMoves: number;

  /** Who holds each square: 0 empty, 1 or 2. */
  readonly owner: ReadonlyUint8Array;
  /** The division pattern of the cell on each square (bit a = connected along axis a), 0 if empty. */
  readonly pattern: Uint8Array;
  /** Per player q (offset (q − 1) × size) and square: the section 4 features. */
  readonly overlapOf: Uint8Array;
  readonly interlapOf: Uint8Array;
  readonly extensionsOf: Uint8Array;
  readonly unconnectedOf: Uint8Array;
  /** Empty playable neighbours of each square. */
  readonly opennessOf: Uint8Array;
  /** Under gravity: how many cells each column holds. */
  readonly columnFill: Uint8Array;
  /** scores[1], scores[2]; scores[0] is unused so a player indexes directly. */
  readonly scores: ReadonlyInt32Array;
  /** The squares played, in order; the first `ply` entries are live. */
  readonly history: Int16Array;
  /** `scores`, written here only. */
  private readonly points: Int32Array;
  private plies = 0;
  private lo = 0;
  private hi = 0;
  // Play and undo read the cells around a square without testing whether each neighbour
  // exists: a missing neighbour is square n, one past the last, whose cell is always empty.
  // Those tests were branches the processor guessed wrong in random positions (play and undo
  // ran about 40% faster without them).
  /** `owner` plus the always empty square n; `owner` is a view of its first n entries. */
  private readonly cells: Uint8Array;
  /** `layout.around`: the neighbour table with square n where there is none. */
  private readonly around: Int16Array;
  /** The grid's direction tables: directions per square, axes, opposite and axis of each. */
  private readonly dirs: number;
  private readonly axes: number;
  private readonly opposite: Uint8Array;
  private readonly axisOf: Uint8Array;

  /** A new game under these rules (a layout alone means the classic rules). */
  constructor(rules: Rules | Layout) {
    this.rules = 'layout' in rules ? rules : rulesOf(rules);
    const layout = this.rules.layout;
    const n = layout.size;
    this.layout = layout;
    this.equalMoves = this.rules.equalMoves;
    this.byConnections = this.rules.scoring === 'connections';
    this.totalMoves = movesInGame(this.rules);
    this.dirs = layout.directions;
    this.axes = layout.axes;
    this.opposite = layout.topology.opposite;
    this.axisOf = layout.topology.axisOf;
    this.around = layout.around;
    // Every per-game array is a view of one buffer: one allocation instead of eleven keeps a
    // new game cheap (the searches and the tournament make many).
    const bytes = n + 1 + n + 8 * n + n + layout.cols;
    const at16 = (bytes + 1) & ~1;
    const at32 = (at16 + 2 * n + 3) & ~3;
    const buffer = new ArrayBuffer(at32 + 12);
    let offset = 0;
    const take = (length: number) => new Uint8Array(buffer, (offset += length) - length, length);
    this.cells = take(n + 1);
    this.owner = this.cells.subarray(0, n);
    this.pattern = take(n);
    this.overlapOf = take(2 * n);
    this.interlapOf = take(2 * n);
    this.extensionsOf = take(2 * n);
    this.unconnectedOf = take(2 * n);
    this.opennessOf = take(n);
    this.opennessOf.set(layout.emptyOpenness);
    this.columnFill = take(layout.cols);
    this.history = new Int16Array(buffer, at16, n);
    this.points = new Int32Array(buffer, at32, 3);
    this.scores = this.points;
  }

  /** The number of moves played. */
  get ply(): number {
    return this.plies;
  }

  /** Zobrist hash of the cells, as two unsigned 32-bit halves. */
  get hashLo(): number {
    return this.lo;
  }

  get hashHi(): number {
    return this.hi;
  }

  /** The player to move, or null when the game is over. */
  toMove(): Player | null {
    return this.plies >= this.totalMoves ? null : ((this.plies & 1) === 0 ? 1 : 2);
  }

  /** The player whose turn it would be by move count, even when the game is over. */
  turn(): Player {
    return (this.plies & 1) === 0 ? 1 : 2;
  }

  isOver(): boolean {
    return this.plies >= this.totalMoves;
  }

  movesLeft(): number {
    return this.totalMoves - this.plies;
  }

  score(player: Player): number {
    return this.points[player]!;
  }

  /** Player 1's score minus player 2's. */
  scoreDifference(): number {
    return this.points[1]! - this.points[2]!;
  }

  /** 1 or 2 for the winner, 0 for a draw, null while the game goes on. */
  winner(): Player | 0 | null {
    if (!this.isOver()) return null;
    const diff = this.scoreDifference();
    return diff > 0 ? 1 : diff < 0 ? 2 : 0;
  }

  lastMove(): number {
    return this.plies > 0 ? this.history[this.plies - 1]! : -1;
  }

  moves(): number[] {
    return Array.from(this.history.subarray(0, this.plies));
  }

  /** The square a cell dropped in column c would land on, or −1 when the column is full. */
  landingSquare(column: number): number {
    const run = this.layout.columnSquares[column];
    if (!run) return -1;
    const height = this.columnFill[column]!;
    return height < run.length ? run[height]! : -1;
  }

  /** Whether square s is a legal move now (an empty square, and under gravity a landing square). */
  isLegal(s: number): boolean {
    if (!(s >= 0 && s < this.layout.size) || this.owner[s] !== 0 || this.isOver()) return false;
    return !this.layout.gravity || this.layout.heightInColumn[s] === this.columnFill[this.layout.colOf[s]!];
  }

  /** Why square s cannot be played, in words a person can act on, or null when it can. */
  whyIllegal(s: number): string | null {
    if (this.isOver()) return 'the game is over';
    if (!Number.isInteger(s) || s < 0 || s >= this.layout.size) return `square ${s} is off the board`;
    const name = squareName(this.layout, s);
    if (this.owner[s] !== 0) return `${name} is occupied`;
    if (this.layout.gravity && !this.isLegal(s)) return `${name} is not a landing square`;
    return null;
  }

  /**
   * Fills `out` with the legal squares in reading order and returns how many; entries past
   * that count are scratch. Only typed arrays are taken, so that this hot loop stays fast.
   */
  legalMoves(out: Int16Array): number {
    if (this.isOver()) return 0;
    const { size, gravity, heightInColumn, colOf } = this.layout;
    const owner = this.owner;
    let count = 0;
    if (!gravity && out.length >= size) {
      // Writes every square and moves on only past the empty ones: without gravity most
      // squares are legal or not at random, and a branch per square was mostly guessed wrong.
      for (let s = 0; s < size; s++) {
        out[count] = s;
        count += (owner[s]! - 1) >>> 31;
      }
      return count;
    }
    for (let s = 0; s < size; s++) {
      if (owner[s] !== 0) continue;
      if (gravity && heightInColumn[s] !== this.columnFill[colOf[s]!]) continue;
      out[count++] = s;
    }
    return count;
  }

  legalMoveList(): number[] {
    const out = new Int16Array(this.layout.size);
    return Array.from(out.subarray(0, this.legalMoves(out)));
  }

  /** Plays square s for the player to move, or throws a MoveError saying why it cannot. */
  play(s: number): void {
    const why = this.whyIllegal(s);
    if (why !== null) throw new MoveError(why);
    this.playUnchecked(s);
  }

  /**
   * Plays a square known to be legal, keeping every feature, score and the hash. The searches
   * call this millions of times, so it checks nothing.
   */
  playUnchecked(s: number): void {
    const n = this.layout.size;
    const D = this.dirs;
    const around = this.around;
    const cells = this.cells;
    const pattern = this.pattern;
    const opposite = this.opposite;
    const q = (this.plies & 1) === 0 ? 1 : 2;
    const o = (q - 1) * n;
    const overlap = this.overlapOf;
    const interlap = this.interlapOf;
    const extensions = this.extensionsOf;
    const openness = this.opennessOf;
    const base = s * D;

    // Bit d of own: the neighbour in direction d holds q's cell. ((x ^ q) − 1) >>> 31 is 1 when
    // x = q and 0 otherwise (x is 0, 1 or 2), without a branch.
    let own = 0;
    for (let d = 0; d < D; d++) own |= (((cells[around[base + d]!]! ^ q) - 1) >>> 31) << d;
    cells[s] = q;
    for (let d = 0; d < D; d++) {
      const m = around[base + d]!;
      if (m === n) continue;
      openness[m]!--;
      overlap[o + m]!++;
      // m's far neighbour on this axis, and s's neighbour behind s (with s, it extends from m).
      interlap[o + m]! += ((cells[around[m * D + d]!]! ^ q) - 1) >>> 31;
      extensions[o + m]! += (own >>> opposite[d]!) & 1;
    }
    // s is connected along every axis on which a neighbour holds q's cell, and each such
    // neighbour is now connected along it too (the loop visits the set bits of own only).
    const mask = (own | (own >>> this.axes)) & ((1 << this.axes) - 1);
    let gained = PATTERN_SCORE[mask]!;
    for (let rest = own; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const m = around[base + d]!;
      const f = around[m * D + d]!;
      if (f !== n) extensions[o + f]!++;
      const bit = 1 << this.axisOf[d]!;
      const old = pattern[m]!;
      if ((old & bit) === 0) {
        pattern[m] = old | bit;
        gained += PATTERN_SCORE[old | bit]! - PATTERN_SCORE[old]!;
        if (old === 0) this.shiftUnconnected(m, o, -1);
      }
    }
    pattern[s] = mask;
    if (mask === 0) this.shiftUnconnected(s, o, 1);
    // By connections a move gains one point per own neighbour (RULES.md section 9).
    this.points[q]! += this.byConnections ? bitCount(own) : gained;

    if (this.layout.gravity) this.columnFill[this.layout.colOf[s]!]!++;
    const key = (q - 1) * ZOBRIST_STRIDE + s;
    this.lo = (this.lo ^ ZOBRIST_LO[key]!) >>> 0;
    this.hi = (this.hi ^ ZOBRIST_HI[key]!) >>> 0;
    this.history[this.plies++] = s;
  }

  /** Takes back the last move, restoring every feature, score and the hash exactly. */
  undo(): void {
    if (this.plies === 0) throw new MoveError('there is no move to take back');
    const s = this.history[--this.plies]!;
    const n = this.layout.size;
    const D = this.dirs;
    const around = this.around;
    const cells = this.cells;
    const pattern = this.pattern;
    const opposite = this.opposite;
    const q = (this.plies & 1) === 0 ? 1 : 2;
    const o = (q - 1) * n;
    const overlap = this.overlapOf;
    const interlap = this.interlapOf;
    const extensions = this.extensionsOf;
    const openness = this.opennessOf;
    const base = s * D;
    const mask = pattern[s]!;
    let lost = PATTERN_SCORE[mask]!;

    cells[s] = 0;
    pattern[s] = 0;
    if (mask === 0) this.shiftUnconnected(s, o, -1);
    let own = 0;
    for (let d = 0; d < D; d++) own |= (((cells[around[base + d]!]! ^ q) - 1) >>> 31) << d;
    for (let d = 0; d < D; d++) {
      const m = around[base + d]!;
      if (m === n) continue;
      openness[m]!++;
      overlap[o + m]!--;
      interlap[o + m]! -= ((cells[around[m * D + d]!]! ^ q) - 1) >>> 31;
      extensions[o + m]! -= (own >>> opposite[d]!) & 1;
    }
    // The neighbours holding q's cells lose their connection to s.
    for (let rest = own; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const m = around[base + d]!;
      const f = around[m * D + d]!;
      if (f !== n) extensions[o + f]!--;
      // m keeps this axis only if its far neighbour on it is its own.
      if (cells[f] !== q) {
        const old = pattern[m]!;
        const bit = 1 << this.axisOf[d]!;
        if ((old & bit) !== 0) {
          pattern[m] = old & ~bit;
          lost += PATTERN_SCORE[old]! - PATTERN_SCORE[old & ~bit]!;
          if ((old & ~bit) === 0) this.shiftUnconnected(m, o, 1);
        }
      }
    }
    this.points[q]! -= this.byConnections ? bitCount(own) : lost;

    if (this.layout.gravity) this.columnFill[this.layout.colOf[s]!]!--;
    const key = (q - 1) * ZOBRIST_STRIDE + s;
    this.lo = (this.lo ^ ZOBRIST_LO[key]!) >>> 0;
    this.hi = (this.hi ^ ZOBRIST_HI[key]!) >>> 0;
  }

  /** A cell on s became (or stopped being) unconnected: its neighbours count it. */
  private shiftUnconnected(s: number, offset: number, by: 1 | -1): void {
    const D = this.dirs;
    const around = this.around;
    const n = this.layout.size;
    const unconnected = this.unconnectedOf;
    for (let d = 0; d < D; d++) {
      const x = around[s * D + d]!;
      if (x !== n) unconnected[offset + x]! += by;
    }
  }

  // The move features of RULES.md section 4, for a square m and a player q.
  overlap(q: Player, m: number): number {
    return this.overlapOf[(q - 1) * this.layout.size + m]!;
  }
  interlap(q: Player, m: number): number {
    return this.interlapOf[(q - 1) * this.layout.size + m]!;
  }
  extensions(q: Player, m: number): number {
    return this.extensionsOf[(q - 1) * this.layout.size + m]!;
  }
  unconnected(q: Player, m: number): number {
    return this.unconnectedOf[(q - 1) * this.layout.size + m]!;
  }
  openness(m: number): number {
    return this.opennessOf[m]!;
  }
  centrality(m: number): number {
    return this.layout.centrality[m]!;
  }

  /** The exact gain in q's score if q played m (RULES.md section 4, or overlap by section 9). */
  deltaScore(q: Player, m: number): number {
    const i = (q - 1) * this.layout.size + m;
    const overlap = this.overlapOf[i]!;
    if (this.byConnections) return overlap;
    return (overlap === 0 ? 1 : 0) - this.unconnectedOf[i]!
      + 2 * (overlap - this.interlapOf[i]!) + 2 * (overlap - this.extensionsOf[i]!);
  }

  /**
   * Makes this position equal to `other`, which must be of the same layout and rules, in one
   * step: a playout restores its start position this way instead of taking back every move.
   */
  copyFrom(other: Position): void {
    if (other.rules !== this.rules) {
      throw new Error(`cannot copy a ${other.rules.id} position into a ${this.rules.id} one`);
    }
    this.cells.set(other.cells);
    this.pattern.set(other.pattern);
    this.overlapOf.set(other.overlapOf);
    this.interlapOf.set(other.interlapOf);
    this.extensionsOf.set(other.extensionsOf);
    this.unconnectedOf.set(other.unconnectedOf);
    this.opennessOf.set(other.opennessOf);
    this.columnFill.set(other.columnFill);
    this.points.set(other.points);
    this.history.set(other.history);
    this.plies = other.plies;
    this.lo = other.lo;
    this.hi = other.hi;
  }

  /** Takes every move back at once: the empty board of the same layout and rules. */
  reset(): void {
    this.cells.fill(0);
    this.pattern.fill(0);
    this.overlapOf.fill(0);
    this.interlapOf.fill(0);
    this.extensionsOf.fill(0);
    this.unconnectedOf.fill(0);
    this.opennessOf.set(this.layout.emptyOpenness);
    this.columnFill.fill(0);
    this.points.fill(0);
    this.history.fill(0);
    this.plies = 0;
    this.lo = 0;
    this.hi = 0;
  }

  /** An independent copy, for a worker or a search that must not disturb this one. */
  clone(): Position {
    const copy = new Position(this.rules);
    copy.copyFrom(this);
    return copy;
  }
}

/** Number of set bits of a direction mask (at most 8 bits). */
function bitCount(mask: number): number {
  mask -= (mask >>> 1) & 0x55;
  mask = (mask & 0x33) + ((mask >>> 2) & 0x33);
  return (mask + (mask >>> 4)) & 0x0f;
}
