// One cell put on or taken off a square, keeping every feature, division pattern, score and the
// hash: the steps that captures and jumps (RULES.md sections 11 and 13) are made of. A capture
// converts a cell as take-off then put-on, and undo runs the steps backwards, so each step only
// has to be exact for the board it finds. The classic move in position.ts does the same work
// inline, where it is hot.

import { PATTERN_SCORE, PositionState, type Player } from './position-state.ts';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from './zobrist.ts';

export class CellBoard extends PositionState {
  /** Puts q's cell on the empty square s. */
  protected placeCell(s: number, q: Player): void {
    const n = this.layout.size;
    const D = this.dirs;
    const { around, cells, pattern, opposite } = this;
    const o = (q - 1) * n;
    const base = s * D;
    let own = 0;
    for (let d = 0; d < D; d++) own |= (((cells[around[base + d]!]! ^ q) - 1) >>> 31) << d;
    cells[s] = q;
    for (let d = 0; d < D; d++) {
      const m = around[base + d]!;
      if (m === n) continue;
      this.opennessOf[m]!--;
      this.overlapOf[o + m]!++;
      this.interlapOf[o + m]! += ((cells[around[m * D + d]!]! ^ q) - 1) >>> 31;
      this.extensionsOf[o + m]! += (own >>> opposite[d]!) & 1;
    }
    const mask = (own | (own >>> this.axes)) & ((1 << this.axes) - 1);
    let gained = PATTERN_SCORE[mask]!;
    for (let rest = own; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const m = around[base + d]!;
      const f = around[m * D + d]!;
      if (f !== n) this.extensionsOf[o + f]!++;
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
    this.points[q]! += this.byConnections ? bitCount(own) : gained;
    this.flipHash(q, s);
  }

  /** Takes q's cell off square s. */
  protected removeCell(s: number, q: Player): void {
    const n = this.layout.size;
    const D = this.dirs;
    const { around, cells, pattern, opposite } = this;
    const o = (q - 1) * n;
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
      this.opennessOf[m]!++;
      this.overlapOf[o + m]!--;
      this.interlapOf[o + m]! -= ((cells[around[m * D + d]!]! ^ q) - 1) >>> 31;
      this.extensionsOf[o + m]! -= (own >>> opposite[d]!) & 1;
    }
    for (let rest = own; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const m = around[base + d]!;
      const f = around[m * D + d]!;
      if (f !== n) this.extensionsOf[o + f]!--;
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
    this.flipHash(q, s);
  }

  /** The cell on s changes from q's to the other player's. */
  protected convertCell(s: number, q: Player): void {
    this.removeCell(s, q);
    this.placeCell(s, q === 1 ? 2 : 1);
  }

  protected flipHash(q: Player, s: number): void {
    const key = (q - 1) * ZOBRIST_STRIDE + s;
    this.lo = (this.lo ^ ZOBRIST_LO[key]!) >>> 0;
    this.hi = (this.hi ^ ZOBRIST_HI[key]!) >>> 0;
  }

  /** A cell on s became (or stopped being) unconnected: its neighbours count it. */
  protected shiftUnconnected(s: number, offset: number, by: 1 | -1): void {
    const D = this.dirs;
    const around = this.around;
    const n = this.layout.size;
    const unconnected = this.unconnectedOf;
    for (let d = 0; d < D; d++) {
      const x = around[s * D + d]!;
      if (x !== n) unconnected[offset + x]! += by;
    }
  }
}

/** Number of set bits of a direction mask (at most 8 bits). */
export function bitCount(mask: number): number {
  mask -= (mask >>> 1) & 0x55;
  mask = (mask & 0x33) + ((mask >>> 2) & 0x33);
  return (mask + (mask >>> 4)) & 0x0f;
}
