// Play and undo under the options of RULES.md sections 11 to 13: captures that convert groups
// and convert them back, stem cells scored once complete, and jumps. A move is a number: a
// placement is its square s (0…size−1); a jump from square a in direction d is
// size + a·directions + d. Classic games never come here (position.ts keeps its fast path).

import { CellBoard } from './position-cells.ts';
import { STEM, type Player } from './position-state.ts';
import { JUMPS_PER_PLAYER } from './rules.ts';
import { JUMP_HI, JUMP_LO } from './zobrist.ts';

export class VariantMoves extends CellBoard {
  /** Scratch for finding groups: a visit stamp per square, and the group's squares (made on first use). */
  private mark: Uint32Array | null = null;
  private group: Int16Array | null = null;
  private stamp = 0;

  /** The move number of a jump from square a in direction d. */
  jumpMove(a: number, d: number): number {
    return this.layout.size + a * this.dirs + d;
  }

  isJump(move: number): boolean {
    return move >= this.layout.size;
  }

  /** A jump's squares: from A, over B, to C. */
  jumpSquares(move: number): { from: number; over: number; to: number } {
    const { size, neighbour } = this.layout;
    const D = this.dirs;
    const from = Math.floor((move - size) / D);
    const d = (move - size) % D;
    const over = neighbour[from * D + d]!;
    return { from, over, to: over < 0 ? -1 : neighbour[over * D + d]! };
  }

  /** The square a move's cell arrives on: the placed square, or a jump's landing square. */
  arrivalSquare(move: number): number {
    return move < this.layout.size ? move : this.jumpSquares(move).to;
  }

  /** Fills `out` with the jumps open to the player to move (in reading order of A, then direction). */
  legalJumps(out: Int16Array | number[]): number {
    const q = (this.plies & 1) === 0 ? 1 : 2;
    if (
      !this.jumps ||
      this.plies - this.jumpsMade >= this.totalMoves ||
      this.jumpsUsedOf[q]! >= JUMPS_PER_PLAYER
    )
      return 0;
    const { size, neighbour } = this.layout;
    const D = this.dirs;
    const cells = this.cells;
    const o = 3 - q;
    let count = 0;
    for (let a = 0; a < size; a++) {
      if (cells[a] !== q) continue;
      for (let d = 0; d < D; d++) {
        const b = neighbour[a * D + d]!;
        if (b < 0 || cells[b] !== o) continue;
        const c = neighbour[b * D + d]!;
        if (c >= 0 && cells[c] === 0) out[count++] = size + a * D + d;
      }
    }
    return count;
  }

  protected playVariant(move: number): void {
    const n = this.layout.size;
    const k = this.plies;
    const q: Player = (k & 1) === 0 ? 1 : 2;
    let arrival = move;
    if (move >= n) {
      const { from, over, to } = this.jumpSquares(move);
      this.removeCell(from, q);
      this.convertCell(over, q === 1 ? 2 : 1);
      this.placeCell(to, q);
      this.flipJump(q, this.jumpsUsedOf[q]!++);
      this.jumpsMade++;
      arrival = to;
    } else {
      this.placeCell(move, q);
      if (this.layout.gravity) this.raiseColumn(move);
    }
    this.history[this.plies++] = move;
    if (this.capture) this.convertedAt[k + 1] = this.captureAround(arrival, q, this.convertedAt[k]!);
    if (this.stems.length > 0) this.refreshStems();
  }

  protected undoVariant(): void {
    const n = this.layout.size;
    const k = --this.plies;
    const move = this.history[k]!;
    const q: Player = (k & 1) === 0 ? 1 : 2;
    if (this.capture) {
      for (let i = this.convertedAt[k + 1]! - 1; i >= this.convertedAt[k]!; i--)
        this.convertCell(this.converted[i]!, q);
    }
    if (move >= n) {
      const { from, over, to } = this.jumpSquares(move);
      this.removeCell(to, q);
      this.convertCell(over, q);
      this.placeCell(from, q);
      this.flipJump(q, --this.jumpsUsedOf[q]!);
      this.jumpsMade--;
    } else {
      this.removeCell(move, q);
      if (this.layout.gravity) this.columnFill[this.layout.colOf[move]!] = this.layout.heightInColumn[move]!;
    }
    if (this.stems.length > 0) this.refreshStems();
  }

  /** Under gravity: the column's lowest empty square is now above s, past any stem squares. */
  private raiseColumn(s: number): void {
    const c = this.layout.colOf[s]!;
    const run = this.layout.columnSquares[c]!;
    let h = this.layout.heightInColumn[s]! + 1;
    while (h < run.length && this.cells[run[h]!] === STEM) h++;
    this.columnFill[c] = h;
  }

  private flipJump(q: Player, k: number): void {
    const key = 2 * (q - 1) + k;
    this.lo = (this.lo ^ JUMP_LO[key]!) >>> 0;
    this.hi = (this.hi ^ JUMP_HI[key]!) >>> 0;
  }

  /**
   * RULES.md section 11: p's cell has arrived on m; every group of the other player next to m
   * without a liberty becomes p's. The converted squares go on the stack from `top`; answers the
   * new top. A group has a liberty when one of its cells has an empty playable neighbour, which
   * the position's openness counts already (a stem square is never empty).
   */
  private captureAround(m: number, p: Player, top: number): number {
    const { neighbour } = this.layout;
    const D = this.dirs;
    const cells = this.cells;
    const o: Player = p === 1 ? 2 : 1;
    const stamp = ++this.stamp;
    this.mark ??= new Uint32Array(this.layout.size);
    this.group ??= new Int16Array(this.layout.size);
    const { mark, group } = this;
    for (let d = 0; d < D; d++) {
      const x = neighbour[m * D + d]!;
      if (x < 0 || cells[x] !== o || mark[x] === stamp) continue;
      let size = 0;
      let free = false;
      mark[x] = stamp;
      group[size++] = x;
      for (let i = 0; i < size; i++) {
        const y = group[i]!;
        if (this.opennessOf[y]! > 0) free = true;
        for (let e = 0; e < D; e++) {
          const z = neighbour[y * D + e]!;
          if (z >= 0 && cells[z] === o && mark[z] !== stamp) {
            mark[z] = stamp;
            group[size++] = z;
          }
        }
      }
      if (free) continue;
      if (top + size > this.converted.length) {
        const grown = new Int16Array(2 * (top + size));
        grown.set(this.converted);
        this.converted = grown;
      }
      for (let i = 0; i < size; i++) {
        this.convertCell(group[i]!, o);
        this.converted[top++] = group[i]!;
      }
    }
    return top;
  }

  /**
   * RULES.md section 12: each complete stem cell gives a piece to each neighbouring cell's
   * player and its centre to the player with more pieces. The pieces are the players' overlaps
   * of the stem square, and it is complete when its openness is 0.
   */
  private refreshStems(): void {
    const n = this.layout.size;
    let one = 0;
    let two = 0;
    for (const s of this.stems) {
      if (this.opennessOf[s] !== 0) continue;
      const a = this.overlapOf[s]!;
      const b = this.overlapOf[n + s]!;
      one += a + (a > b ? 1 : 0);
      two += b + (b > a ? 1 : 0);
    }
    this.points[1]! += one - this.stemPointsOf[1]!;
    this.points[2]! += two - this.stemPointsOf[2]!;
    this.stemPointsOf[1] = one;
    this.stemPointsOf[2] = two;
  }

  /** The true change in q's score if q placed on the empty square m now (RULES.md sections 11 and 12). */
  protected override variantDelta(q: Player, m: number): number {
    this.gainsIfPlaced(q, m);
    return this.gainMine;
  }

  /** The change in q's score less the other player's if q placed on m now. */
  protected override variantMargin(q: Player, m: number): number {
    this.gainsIfPlaced(q, m);
    return this.gainMine - this.gainTheirs;
  }

  /** What gainsIfPlaced found: the changes in q's and the other player's scores. */
  private gainMine = 0;
  private gainTheirs = 0;

  private gainsIfPlaced(q: Player, m: number): void {
    const o: Player = q === 1 ? 2 : 1;
    if (this.capture) {
      const mine = this.points[q]!;
      const theirs = this.points[o]!;
      const start = this.convertedAt[this.plies]!;
      this.placeCell(m, q);
      const top = this.captureAround(m, q, start);
      if (this.stems.length > 0) this.refreshStems();
      this.gainMine = this.points[q]! - mine;
      this.gainTheirs = this.points[o]! - theirs;
      for (let i = top - 1; i >= start; i--) this.convertCell(this.converted[i]!, q);
      this.removeCell(m, q);
      if (this.stems.length > 0) this.refreshStems();
      return;
    }
    let mine = this.formulaDelta(q, m);
    let theirs = 0;
    const { size: n, neighbour } = this.layout;
    const D = this.dirs;
    for (let d = 0; d < D; d++) {
      const s = neighbour[m * D + d]!;
      if (s < 0 || this.cells[s] !== STEM || this.opennessOf[s] !== 1) continue;
      const a = this.overlapOf[(q - 1) * n + s]! + 1;
      const b = this.overlapOf[(o - 1) * n + s]!;
      mine += a + (a > b ? 1 : 0);
      theirs += b + (b > a ? 1 : 0);
    }
    this.gainMine = mine;
    this.gainTheirs = theirs;
  }
}
