// The game position: cells on squares, with the scores, the move features of RULES.md section 4
// and a Zobrist hash kept up to date on every play and undo. Play and undo touch only the
// neighbourhood of the square, so the opponents' searches can afford millions of them. What a
// position holds, and the reads of it, are in position-state.ts; captures, stem cells and jumps
// (sections 11 to 13) are played in position-variants.ts.

import { squareName } from './names.ts';
import { bitCount } from './position-cells.ts';
import { PATTERN_SCORE, STEM, type Player } from './position-state.ts';
import { VariantMoves } from './position-variants.ts';
import type { Layout } from './layout.ts';
import { JUMPS_PER_PLAYER, type Rules } from './rules.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from './zobrist.ts';

export { PATTERN_SCORE, STEM } from './position-state.ts';
export type { Player, ReadonlyInt32Array, ReadonlyUint8Array } from './position-state.ts';

/** A move that breaks the rules; the message names the square and why, for a person to read. */
export class MoveError extends Error {
  override name = 'MoveError';
}

export class Position extends VariantMoves {
  /** A new game under these rules (a layout alone means the classic rules). */
  constructor(rules: Rules | Layout) {
    super(rules);
    // Under the options of sections 11 to 13 play and undo take the general path, put on the
    // game itself, so the classic methods below stay as they were, without a branch.
    if (this.variants) {
      Object.defineProperty(this, 'playUnchecked', { value: (move: number) => this.playVariant(move) });
      Object.defineProperty(this, 'undo', {
        value: () => {
          if (this.plies === 0) throw new MoveError('there is no move to take back');
          this.undoVariant();
        },
      });
    }
  }

  /** The player to move, or null when the game is over. */
  toMove(): Player | null {
    return this.plies - this.jumpsMade >= this.totalMoves ? null : (this.plies & 1) === 0 ? 1 : 2;
  }

  /** The player whose turn it would be by move count, even when the game is over. */
  turn(): Player {
    return (this.plies & 1) === 0 ? 1 : 2;
  }

  /** RULES.md sections 2 and 13: over when every placement is made (jumps fill no square). */
  isOver(): boolean {
    return this.plies - this.jumpsMade >= this.totalMoves;
  }

  /** Placements left in the game (jumps may come on top). */
  movesLeft(): number {
    return this.totalMoves - this.plies + this.jumpsMade;
  }

  /** 1 or 2 for the winner, 0 for a draw, null while the game goes on. */
  winner(): Player | 0 | null {
    if (!this.isOver()) return null;
    const diff = this.scoreDifference();
    return diff > 0 ? 1 : diff < 0 ? 2 : 0;
  }

  /** The square the last move's cell arrived on (a jump's landing square), or −1 before any move. */
  lastMove(): number {
    if (this.plies === 0) return -1;
    const move = this.history[this.plies - 1]!;
    return move < this.layout.size ? move : this.arrivalSquare(move);
  }

  /** The moves played: squares, and jumps as size + from·directions + direction (see isJump). */
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

  /** Whether move s is legal now: an empty square (under gravity a landing square), or a jump. */
  isLegal(s: number): boolean {
    if (this.jumps && s >= this.layout.size) return this.whyIllegal(s) === null;
    if (!(s >= 0 && s < this.layout.size) || this.owner[s] !== 0 || this.isOver()) return false;
    return !this.layout.gravity || this.layout.heightInColumn[s] === this.columnFill[this.layout.colOf[s]!];
  }

  /** Why square s cannot be played, in words a person can act on, or null when it can. */
  whyIllegal(s: number): string | null {
    if (this.isOver()) return 'the game is over';
    if (Number.isInteger(s) && s >= this.layout.size && s < this.layout.size * (this.dirs + 1)) {
      const { from, to } = this.jumpSquares(s);
      return to < 0
        ? `${squareName(this.layout, from)} has no square two steps on in that direction`
        : this.whyIllegalJump(from, to);
    }
    if (!Number.isInteger(s) || s < 0 || s >= this.layout.size) return `square ${s} is off the board`;
    const name = squareName(this.layout, s);
    if (this.owner[s] === STEM) return `${name} is a stem square`;
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

  /**
   * The jump from a to c for the player to move, or why it cannot be made (RULES.md section 13),
   * naming the jump: `b2xd4: b2 is not your cell`.
   */
  findJump(a: number, c: number): { move: number } | { error: string } {
    const { layout } = this;
    const D = this.dirs;
    const name = `${squareName(layout, a)}x${squareName(layout, c)}`;
    const fail = (why: string) => ({ error: `${name}: ${why}` });
    if (this.isOver()) return { error: 'the game is over' };
    if (!this.jumps) return fail(`jumps are not played under ${this.rules.id}; add /jumps to the rules id`);
    const q = this.turn();
    if (this.jumpsUsedOf[q]! >= JUMPS_PER_PLAYER) return fail('no jumps left');
    if (this.owner[a] !== q) return fail(`${squareName(layout, a)} is not your cell`);
    let d = 0;
    while (
      d < D &&
      !(layout.neighbour[a * D + d]! >= 0 && layout.neighbour[layout.neighbour[a * D + d]! * D + d] === c)
    )
      d++;
    if (d === D)
      return fail(`${squareName(layout, c)} is not two squares from ${squareName(layout, a)} on a line`);
    const b = layout.neighbour[a * D + d]!;
    if (this.owner[b] !== 3 - q) return fail(`${squareName(layout, b)} is not the other player's cell`);
    if (this.owner[c] === STEM) return fail(`${squareName(layout, c)} is a stem square`);
    if (this.owner[c] !== 0) return fail(`${squareName(layout, c)} is occupied`);
    return { move: this.jumpMove(a, d) };
  }

  /** Why the jump from a to c cannot be made now, or null when it can. */
  whyIllegalJump(a: number, c: number): string | null {
    const found = this.findJump(a, c);
    return 'error' in found ? found.error : null;
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

  /** An independent copy, for a worker or a search that must not disturb this one. */
  clone(): Position {
    const copy = new Position(this.rules);
    copy.copyFrom(this);
    return copy;
  }
}
