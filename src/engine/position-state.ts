// What a position holds: the cells, their division patterns, the move features of RULES.md
// section 4, the scores and the Zobrist hash, all views of one buffer, and the reads of them.
// position.ts adds the moves: legality, play and undo.

import type { Layout } from './layout.ts';
import { hasVariants, JUMPS_PER_PLAYER, movesInGame, rulesOf, type Rules } from './rules.ts';

export type Player = 1 | 2;

/** What `owner` holds on a stem square (RULES.md section 12): filled, and no player's. */
export const STEM = 3;

const NO_BYTES = new Uint8Array(0);
const NO_INTS = new Int32Array(0);
const NO_SQUARES = new Int16Array(0);

/**
 * A cell's score by its division pattern (one bit per connected axis, 4 axes on a square grid and
 * 3 on a hexagonal one, so one table serves both): k axes → 2k, none → 1.
 */
export const PATTERN_SCORE: Int32Array = Int32Array.from({ length: 16 }, (_, mask) => {
  const k = (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
  return k === 0 ? 1 : 2 * k;
});

/** A typed array others read and never write: the position keeps it up to date on play and undo. */
export type ReadonlyUint8Array = Omit<
  Readonly<Uint8Array>,
  'set' | 'fill' | 'copyWithin' | 'reverse' | 'sort' | 'subarray'
>;
export type ReadonlyInt32Array = Omit<
  Readonly<Int32Array>,
  'set' | 'fill' | 'copyWithin' | 'reverse' | 'sort' | 'subarray'
>;

/** The state of a game on its layout; `Position` plays and takes back moves on it. */
export class PositionState {
  readonly rules: Rules;
  readonly layout: Layout;
  readonly equalMoves: boolean;
  /** Scoring by connections (RULES.md section 9) instead of by divisions. */
  readonly byConnections: boolean;
  /** Number of moves the game lasts. */
  readonly totalMoves: number;

  /** Any option of RULES.md sections 11 to 13: play and undo take the slower general path. */
  readonly variants: boolean;
  readonly capture: boolean;
  readonly jumps: boolean;
  /** The stem squares (section 12), in reading order. */
  readonly stems: Int16Array;

  /** Who holds each square: 0 empty, 1 or 2, STEM (3) on a stem square. */
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
  /** `scores`, written by play and undo only. */
  protected readonly points: Int32Array;
  protected plies = 0;
  protected lo = 0;
  protected hi = 0;
  /** Jumps made in the game so far (section 13): a jump fills no square, so the game lasts longer. */
  protected jumpsMade = 0;
  /** Jumps made by each player, [unused, player 1, player 2]. */
  protected readonly jumpsUsedOf: Uint8Array;
  /** The points each player has from complete stem cells, part of `points`. */
  protected readonly stemPointsOf: Int32Array;
  /** Under capture: the squares converted, ply after ply; ply k's run starts at convertedAt[k]. */
  protected converted: Int16Array;
  protected readonly convertedAt: Int32Array;
  // Play and undo read the cells around a square without testing whether each neighbour
  // exists: a missing neighbour is square n, one past the last, whose cell is always empty.
  // Those tests were branches the processor guessed wrong in random positions (play and undo
  // ran about 40% faster without them).
  /** `owner` plus the always empty square n; `owner` is a view of its first n entries. */
  protected readonly cells: Uint8Array;
  /** `layout.around`: the neighbour table with square n where there is none. */
  protected readonly around: Int16Array;
  /** The grid's direction tables: directions per square, axes, opposite and axis of each. */
  protected readonly dirs: number;
  protected readonly axes: number;
  protected readonly opposite: Uint8Array;
  protected readonly axisOf: Uint8Array;

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
    this.variants = hasVariants(this.rules);
    this.capture = this.rules.capture;
    this.jumps = this.rules.jumps;
    this.stems = this.rules.stemSquares.length > 0 ? Int16Array.from(this.rules.stemSquares) : NO_SQUARES;
    const historyLength = n + (this.jumps ? 2 * JUMPS_PER_PLAYER : 0);
    // Every per-game array is a view of one buffer: one allocation instead of eleven keeps a
    // new game cheap (the searches and the tournament make many).
    const bytes = n + 1 + n + 8 * n + n + layout.cols;
    const at16 = (bytes + 1) & ~1;
    const at32 = (at16 + 2 * historyLength + 3) & ~3;
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
    this.history = new Int16Array(buffer, at16, historyLength);
    this.points = new Int32Array(buffer, at32, 3);
    this.scores = this.points;
    // A classic game shares empty arrays here: a new game stays one allocation.
    this.jumpsUsedOf = this.jumps ? new Uint8Array(3) : NO_BYTES;
    this.stemPointsOf = this.stems.length > 0 ? new Int32Array(3) : NO_INTS;
    this.converted = this.capture ? new Int16Array(2 * n) : NO_SQUARES;
    this.convertedAt = this.capture ? new Int32Array(historyLength + 1) : NO_INTS;
    if (this.stems.length > 0) this.fillStems();
  }

  /** Puts the stem cells on their squares: filled for their neighbours, and under gravity for landing. */
  private fillStems(): void {
    const { neighbour, directions: D, columnSquares, colOf, heightInColumn } = this.layout;
    for (const s of this.stems) {
      this.cells[s] = STEM;
      for (let d = 0; d < D; d++) {
        const m = neighbour[s * D + d]!;
        if (m >= 0) this.opennessOf[m]!--;
      }
    }
    if (!this.layout.gravity) return;
    for (const s of this.stems) {
      const c = colOf[s]!;
      if (heightInColumn[s] !== this.columnFill[c]) continue;
      let h = heightInColumn[s]!;
      while (h < columnSquares[c]!.length && this.cells[columnSquares[c]![h]!] === STEM) h++;
      this.columnFill[c] = h;
    }
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

  score(player: Player): number {
    return this.points[player]!;
  }

  /** Player 1's score minus player 2's. */
  scoreDifference(): number {
    return this.points[1]! - this.points[2]!;
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

  /** Jumps q may still make (RULES.md section 13); 0 without /jumps. */
  jumpsLeft(q: Player): number {
    return this.jumps ? JUMPS_PER_PLAYER - this.jumpsUsedOf[q]! : 0;
  }

  /** Whether square s holds a stem cell (RULES.md section 12). */
  isStem(s: number): boolean {
    return this.owner[s] === STEM;
  }

  /**
   * The gain in q's score if q placed on m by the formula of RULES.md section 4 (overlap by
   * section 9), without captures or stem cells: the exact gain under the classic rules.
   */
  formulaDelta(q: Player, m: number): number {
    const i = (q - 1) * this.layout.size + m;
    const overlap = this.overlapOf[i]!;
    if (this.byConnections) return overlap;
    return (
      (overlap === 0 ? 1 : 0) -
      this.unconnectedOf[i]! +
      2 * (overlap - this.interlapOf[i]!) +
      2 * (overlap - this.extensionsOf[i]!)
    );
  }

  /**
   * The exact gain in q's score if q placed a cell on m now: the formula of section 4 (section 9
   * by connections), and under the options of sections 11 and 12 the true change, captures and
   * completed stem cells included.
   */
  deltaScore(q: Player, m: number): number {
    if (this.variants) return this.variantDelta(q, m);
    const i = (q - 1) * this.layout.size + m;
    const overlap = this.overlapOf[i]!;
    if (this.byConnections) return overlap;
    return (
      (overlap === 0 ? 1 : 0) -
      this.unconnectedOf[i]! +
      2 * (overlap - this.interlapOf[i]!) +
      2 * (overlap - this.extensionsOf[i]!)
    );
  }

  /** deltaScore under the options of sections 11 to 13 (the position's moves work it out). */
  protected variantDelta(q: Player, m: number): number {
    return this.formulaDelta(q, m);
  }

  /**
   * The change in q's score less the change in the other player's if q placed on m now: what a
   * search adds up. Under the classic rules a move never changes the other's score, so this is
   * deltaScore; a capture takes cells from the other player, and a completed stem cell gives
   * them their pieces.
   */
  marginGain(q: Player, m: number): number {
    if (this.variants) return this.variantMargin(q, m);
    const i = (q - 1) * this.layout.size + m;
    const overlap = this.overlapOf[i]!;
    if (this.byConnections) return overlap;
    return (
      (overlap === 0 ? 1 : 0) -
      this.unconnectedOf[i]! +
      2 * (overlap - this.interlapOf[i]!) +
      2 * (overlap - this.extensionsOf[i]!)
    );
  }

  protected variantMargin(q: Player, m: number): number {
    return this.formulaDelta(q, m);
  }

  /**
   * Makes this position equal to `other`, which must be of the same layout and rules, in one
   * step: a playout restores its start position this way instead of taking back every move.
   */
  copyFrom(other: PositionState): void {
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
    if (!this.variants) return;
    this.jumpsMade = other.jumpsMade;
    this.jumpsUsedOf.set(other.jumpsUsedOf);
    this.stemPointsOf.set(other.stemPointsOf);
    if (this.converted.length < other.converted.length)
      this.converted = new Int16Array(other.converted.length);
    this.converted.set(other.converted);
    this.convertedAt.set(other.convertedAt);
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
    if (!this.variants) return;
    this.jumpsMade = 0;
    this.jumpsUsedOf.fill(0);
    this.stemPointsOf.fill(0);
    this.convertedAt.fill(0);
    this.fillStems();
  }
}
