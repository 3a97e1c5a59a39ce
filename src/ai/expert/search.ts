// The expert's search: negamax with alpha-beta on the score difference, iterative deepening, a
// transposition table, principal-variation null windows and move ordering (table move, killers,
// then the immediate gains of both players and openness).
//
// Values are the rest of the game: the final score difference, from the mover's side, minus the
// difference now. The final difference is exactly the sum of the moves' gains, so a node's value
// is max over moves m of gain(m) − value(child), and the child's window is the parent's shifted
// by the gain: (g − β, g − α). Positions with the same cells then share one table value whatever
// the path. At the horizon the evaluation guesses the rest; at the end of the game it is 0, so a
// search whose depth reaches the end is exact.
//
// The search stops at a node budget, not a clock, so the same position and budget always give
// the same move on every device; the clock cap is only a safety net.

import type { Layout, Position } from '../../engine/index.ts';
import { evaluate } from './evaluate.ts';
import { evaluateSums, fullSums, isIncremental, outlookScale, SumDelta } from './incremental.ts';
import { MirrorHashes } from './symmetry.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './table.ts';
import { TUNED_WEIGHTS, type EvalWeights } from './weights.ts';

/** Every value is a multiple of this (the evaluation is rounded to it), so windows are exact. */
const QUANTUM = 1 / 16;
const INFINITE = 1e9;
/**
 * Iterative deepening goes this deep with the evaluation before jumping straight to the end of
 * the game, when it means to reach the end (no budget, or few moves left). The iterations between
 * only fill the table with evaluated values the exact search cannot use: from 16 empty squares
 * the jump after depth 4 searches 1.7 M nodes where going through every depth takes 9.8 M (7
 * square:6 endgames).
 */
const DEPTH_BEFORE_EXACT = 4;
/**
 * Nodes this close to the horizon (or the end) order by gains and openness only: ordering by
 * static value saves too few nodes there to pay for itself. 8 rather than 4: exact endgames from
 * 16 empty squares take 64 ms median rather than 77 (the bench's 7, warm, one reused search) and
 * solving grid:2x9 2.4 s rather than 3.3; 12 is slower in endgames. Against `hard` (500 games)
 * both play alike: 424 / 12 / 64 with 8, 425 / 14 / 61 with 4.
 */
const CHEAP_ORDER_DEPTH = 8;

export interface SearchLimits {
  /** Positions to play into before stopping; the search keeps the last finished depth's move. */
  nodes: number;
  /** Safety net only: stop after this many milliseconds. */
  maxMs?: number;
  /** Stop after this depth (default: to the end of the game). */
  maxDepth?: number;
  /**
   * The budget should reach the end of the game: after a few depths with the evaluation, jump
   * straight to an exact search (always so with no node budget).
   */
  exact?: boolean;
}

export interface SearchResult {
  /** The move chosen, −1 when the game is over. */
  square: number;
  /** The rest of the game's value for the mover (exact when `exact`). */
  value: number;
  /** The deepest depth finished. */
  depth: number;
  nodes: number;
  /** The value is the game-theoretic value: the last depth reached the end of the game. */
  exact: boolean;
}

export class ExpertSearch {
  readonly weights: EvalWeights;
  private readonly table: TranspositionTable;
  private layout: Layout | null = null;
  private position!: Position;
  private moveLists: Int16Array[] = [];
  private keyLists: Int32Array[] = [];
  private killers = new Int16Array(0);
  nodes = 0;
  private budget = 0;
  private deadline = 0;
  private stopped = false;
  /** The evaluation is kept up move by move (incremental.ts) and horizon children are not played. */
  private readonly incremental: boolean;
  private readonly sumDelta = new SumDelta();
  private outlookSum = 0;
  /** What a unit of outlookSum is worth under the position's scoring. */
  private outlookScale = 0.25;
  private divisions = 0;
  private room = 0;
  /** The evaluation deltas of the move entered at each ply (outlook, divisions, room), for leaveMove. */
  private plyDeltas = new Float64Array(0);
  /** Share table entries between mirror-image positions (for solving symmetric positions). */
  private readonly mirrored: boolean;
  private mirrors: MirrorHashes | null = null;
  /** Called every 4096 positions or so with the count so far (a long solve's progress). */
  onPulse: ((nodes: number) => void) | null = null;

  /**
   * `incremental` false forces the plain evaluation at every leaf (for the tests). `mirrored`
   * keys the table by the least hash of a position's mirror images: worth it when the search
   * starts from a symmetric position, as solving a layout does. `sharedTable` puts the table in
   * memory that a solve's threads share.
   */
  constructor(weights: EvalWeights = TUNED_WEIGHTS, tableBits = 18, incremental = true, mirrored = false, sharedTable?: SharedArrayBuffer) {
    this.weights = weights;
    this.table = new TranspositionTable(tableBits, sharedTable);
    this.incremental = incremental && isIncremental(weights);
    this.mirrored = mirrored;
  }

  private prepare(position: Position): void {
    this.position = position;
    if (this.incremental) {
      const sums = fullSums(position);
      this.outlookSum = sums.outlookSum;
      this.outlookScale = outlookScale(position);
      this.divisions = sums.divisions;
      this.room = sums.room;
    }
    if (this.layout !== position.layout && this.mirrored) this.mirrors = new MirrorHashes(position.layout);
    this.mirrors?.reset(position);
    if (this.layout === position.layout) return;
    const n = position.layout.size;
    this.layout = position.layout;
    this.moveLists = Array.from({ length: n + 1 }, () => new Int16Array(n));
    this.keyLists = Array.from({ length: n + 1 }, () => new Int32Array(n));
    this.killers = new Int16Array(2 * (n + 1)).fill(-1);
    this.plyDeltas = new Float64Array(3 * (n + 1));
  }

  /** Iterative deepening to the limits; leaves the position as it found it. */
  search(position: Position, limits: SearchLimits): SearchResult {
    this.prepare(position);
    this.table.newSearch();
    this.killers.fill(-1);
    this.nodes = 0;
    this.budget = limits.nodes;
    this.deadline = limits.maxMs === undefined ? Infinity : Date.now() + limits.maxMs;
    this.stopped = false;
    const left = position.movesLeft();
    if (left === 0) return { square: -1, value: 0, depth: 0, nodes: 0, exact: true };
    const moves = this.moveLists[0]!;
    const count = this.orderedMoves(0, -1, true);
    let result: SearchResult = { square: moves[0]!, value: 0, depth: 0, nodes: 0, exact: false };
    const maxDepth = Math.min(left, limits.maxDepth ?? left);
    const jumpToEnd = maxDepth === left && (limits.nodes === Infinity || limits.exact === true);
    let finished = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (jumpToEnd && depth > DEPTH_BEFORE_EXACT && depth < maxDepth) depth = maxDepth;
      const root = this.searchRoot(depth, count);
      if (root.square >= 0) result = { square: root.square, value: root.value, depth: root.complete ? depth : finished, nodes: 0, exact: root.complete && depth === left };
      if (!root.complete) break;
      finished = depth;
    }
    result.nodes = this.nodes;
    return result;
  }

  /**
   * Plays m at this ply and adds its evaluation deltas, read from the position before the move;
   * leaveMove(ply) takes both back. The root and negamax share these so they cannot drift apart.
   */
  private enterMove(m: number, ply: number, track = true): void {
    if (!track) {
      this.plyDeltas[3 * ply] = 0;
      this.plyDeltas[3 * ply + 1] = 0;
      this.plyDeltas[3 * ply + 2] = 0;
    } else if (this.incremental) {
      const dT = this.sumDelta.of(this.position, m);
      const dD = this.sumDelta.lastDivisions;
      const dR = this.sumDelta.lastRoom;
      this.plyDeltas[3 * ply] = dT;
      this.plyDeltas[3 * ply + 1] = dD;
      this.plyDeltas[3 * ply + 2] = dR;
      this.outlookSum += dT;
      this.divisions += dD;
      this.room += dR;
    }
    this.mirrors?.toggle(m, this.position.turn());
    this.position.playUnchecked(m);
    this.nodes++;
  }

  private leaveMove(ply: number): void {
    const position = this.position;
    this.mirrors?.toggle(position.lastMove(), position.turn() === 1 ? 2 : 1);
    position.undo();
    if (this.incremental) {
      this.outlookSum -= this.plyDeltas[3 * ply]!;
      this.divisions -= this.plyDeltas[3 * ply + 1]!;
      this.room -= this.plyDeltas[3 * ply + 2]!;
    }
  }

  /**
   * The root at one depth, its moves in the order the last depth left them (best first). An
   * interrupted depth still counts when its first move (the last depth's best) was searched:
   * whatever it found is at least as good.
   */
  private searchRoot(depth: number, count: number): { square: number; value: number; complete: boolean } {
    const position = this.position;
    const moves = this.moveLists[0]!;
    const p = position.turn();
    let alpha = -INFINITE;
    let bestIndex = -1;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const g = position.deltaScore(p, m);
      this.enterMove(m, 0);
      let v: number;
      if (i === 0) v = g - this.negamax(depth - 1, -INFINITE, g + INFINITE, 1);
      else {
        v = g - this.negamax(depth - 1, g - alpha - QUANTUM, g - alpha, 1);
        if (v > alpha && !this.stopped) v = g - this.negamax(depth - 1, -INFINITE, g - alpha, 1);
      }
      this.leaveMove(0);
      if (this.stopped) break;
      if (v > alpha) {
        alpha = v;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) return { square: -1, value: 0, complete: false };
    const best = moves[bestIndex]!;
    // The best move goes first for the next depth; the others keep their order.
    moves.copyWithin(1, 0, bestIndex);
    moves[0] = best;
    return { square: best, value: alpha, complete: !this.stopped };
  }

  /** The rest of the game's value for the mover, searched `depth` moves deep, in (alpha, beta). */
  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    const position = this.position;
    const left = position.totalMoves - position.ply;
    if (left === 0) return 0;
    if (left === 1) return this.lastMoveGain();
    if (left === 2) return this.lastTwoMoves();
    if (depth > left) depth = left;
    if (depth === 0) return Math.round(this.evaluateHere() / QUANTUM) * QUANTUM;
    if (this.nodes >= this.budget || ((this.nodes & 4095) === 0 && this.pulse())) {
      this.stopped = true;
      return 0;
    }
    if (depth === 1 && this.incremental) return this.frontier(beta, ply);

    const table = this.table;
    let lo = position.hashLo;
    let hi = position.hashHi;
    // With mirrors the table speaks of the canonical image; its moves are mapped back and forth.
    const mirrors = this.mirrors;
    let image = -1;
    if (mirrors !== null) {
      mirrors.canonical(lo, hi);
      lo = mirrors.canonicalLo;
      hi = mirrors.canonicalHi;
      image = mirrors.image;
    }
    let tableMove = -1;
    if (table.probe(lo, hi)) {
      tableMove = mirrors === null ? table.foundMove : mirrors.fromImage(image, table.foundMove);
      if (table.foundDepth >= depth) {
        const v = table.foundValue;
        const bound = table.foundBound;
        if (bound === EXACT || (bound === LOWER && v >= beta) || (bound === UPPER && v <= alpha)) return v;
      }
    }

    const count = this.orderedMoves(ply, tableMove, depth > CHEAP_ORDER_DEPTH);
    const moves = this.moveLists[ply]!;
    const p = position.turn();
    // Below here a search that reaches the end neither evaluates nor orders by value, so the
    // evaluation's sums need not follow the moves (most exact-endgame nodes are down there).
    const track = depth < left || depth - 1 > CHEAP_ORDER_DEPTH;
    const alphaAtStart = alpha;
    let best = -INFINITE;
    let bestMove = moves[0]!;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const g = position.deltaScore(p, m);
      this.enterMove(m, ply, track);
      let v: number;
      if (i === 0) v = g - this.negamax(depth - 1, g - beta, g - alpha, ply + 1);
      else {
        v = g - this.negamax(depth - 1, g - alpha - QUANTUM, g - alpha, ply + 1);
        if (v > alpha && v < beta && !this.stopped) v = g - this.negamax(depth - 1, g - beta, g - alpha, ply + 1);
      }
      this.leaveMove(ply);
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            const k = 2 * ply;
            if (this.killers[k] !== m) {
              this.killers[k + 1] = this.killers[k]!;
              this.killers[k] = m;
            }
            break;
          }
        }
      }
    }
    const bound = best <= alphaAtStart ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(lo, hi, depth, bound, best, mirrors === null ? bestMove : mirrors.toImage(image, bestMove));
    return best;
  }

  /** Every 4096 positions: tells onPulse, and whether the safety deadline has passed. */
  private pulse(): boolean {
    this.onPulse?.(this.nodes);
    return Date.now() > this.deadline;
  }

  private evaluateHere(): number {
    const position = this.position;
    if (!this.incremental) return evaluate(position, this.weights);
    return evaluateSums(this.weights, position.turn(), this.outlookScale, this.outlookSum, this.divisions, this.room, position.scoreDifference());
  }

  /**
   * A node one move above the horizon: each child's evaluation is the sums' change read from
   * this position, so no child is played. Every child still counts as a node. Fail-soft, and
   * stops at the first child reaching beta, as the plain loop would.
   */
  private frontier(beta: number, ply: number): number {
    const position = this.position;
    const moves = this.moveLists[ply]!;
    const count = position.legalMoves(moves);
    const p = position.turn();
    const o = p === 1 ? 2 : 1;
    const sign = p === 1 ? 1 : -1;
    const w = this.weights;
    const delta = this.sumDelta;
    const difference = position.scoreDifference();
    const outlookSum = this.outlookSum;
    const scale = this.outlookScale;
    const divisions = this.divisions;
    const room = this.room;
    let best = -INFINITE;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      this.nodes++;
      const g = position.deltaScore(p, m);
      const dT = delta.of(position, m);
      const e = evaluateSums(w, o, scale, outlookSum + dT, divisions + delta.lastDivisions, room + delta.lastRoom, difference + sign * g);
      const v = g - Math.round(e / QUANTUM) * QUANTUM;
      if (v > best) {
        best = v;
        if (v >= beta) break;
      }
    }
    return best;
  }

  /** With one move left the mover simply takes the largest gain. */
  private lastMoveGain(): number {
    const position = this.position;
    const moves = this.moveLists[this.moveLists.length - 1]!;
    const count = position.legalMoves(moves);
    const p = position.turn();
    let best = -INFINITE;
    for (let i = 0; i < count; i++) {
      const g = position.deltaScore(p, moves[i]!);
      if (g > best) best = g;
    }
    return best;
  }

  /**
   * With two moves left: the opponent's gains do not depend on the mover's cells, so after the
   * mover takes m the opponent takes its largest gain among the other legal squares (and, under
   * gravity, the square above m). No move needs playing.
   */
  private lastTwoMoves(): number {
    const position = this.position;
    const layout = position.layout;
    const moves = this.moveLists[this.moveLists.length - 1]!;
    const count = position.legalMoves(moves);
    const p = position.turn();
    const o = p === 1 ? 2 : 1;
    let top = -INFINITE;
    let topSquare = -1;
    let second = -INFINITE;
    for (let i = 0; i < count; i++) {
      const g = position.deltaScore(o, moves[i]!);
      if (g > top) {
        second = top;
        top = g;
        topSquare = moves[i]!;
      } else if (g > second) second = g;
    }
    let best = -INFINITE;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      let theirs = m === topSquare ? second : top;
      if (layout.gravity) {
        const above = layout.columnSquares[layout.colOf[m]!]![layout.heightInColumn[m]! + 1];
        if (above !== undefined) {
          const g = position.deltaScore(o, above);
          if (g > theirs) theirs = g;
        }
      }
      const v = position.deltaScore(p, m) - theirs;
      if (v > best) best = v;
    }
    return best;
  }

  /**
   * Fills the ply's move list, best guesses first: the table move, the killers, then by the
   * mover's gain, the gain denied to the opponent and openness. Equal keys keep reading order, so
   * the order (and the whole search) is deterministic.
   */
  private orderedMoves(ply: number, tableMove: number, byValue: boolean): number {
    const position = this.position;
    const moves = this.moveLists[ply]!;
    const keys = this.keyLists[ply]!;
    const count = position.legalMoves(moves);
    const p = position.turn();
    const openness = position.opennessOf;
    const k1 = this.killers[2 * ply]!;
    const k2 = this.killers[2 * ply + 1]!;
    const difference = position.scoreDifference();
    const o = p === 1 ? 2 : 1;
    const sign = p === 1 ? 1 : -1;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      let key: number;
      if (m === tableMove) key = 1 << 30;
      else {
        const mine = position.deltaScore(p, m);
        const theirs = position.deltaScore(o, m);
        if (this.incremental && byValue) {
          // The child's static value, as the frontier would find it: the gain less the child's
          // evaluation. It pays only far from the horizon (CHEAP_ORDER_DEPTH): at the root, and
          // in searches deeper than that, as exact endgames and solving are: from 4 plies up it
          // cuts 7 square:6 endgames from 16.5 M nodes to 9.8 M.
          const dT = this.sumDelta.of(position, m);
          const e = evaluateSums(this.weights, o, this.outlookScale, this.outlookSum + dT, this.divisions + this.sumDelta.lastDivisions, this.room + this.sumDelta.lastRoom, difference + sign * mine);
          key = Math.round(16 * (mine - e));
        } else key = 8 * mine + 6 * theirs + 4 * openness[m]!;
        if (m === k1) key += 1 << 20;
        else if (m === k2) key += 1 << 19;
      }
      // Insertion sort, descending; a later move passes an earlier one only when strictly better.
      let j = i;
      while (j > 0 && keys[j - 1]! < key) {
        keys[j] = keys[j - 1]!;
        moves[j] = moves[j - 1]!;
        j--;
      }
      keys[j] = key;
      moves[j] = m;
    }
    return count;
  }

  /**
   * A bound on the exact value of moving to `square` (the rest of the game for the mover), from
   * a null-window search to the end that asks "is it at least x?": a result of x or more is a
   * lower bound on the move's value, anything less an upper bound. Shares the table with the
   * calls before it (until the next search()), so asking again costs little.
   */
  moveBound(position: Position, square: number, x: number): number {
    this.prepare(position);
    this.nodes = 0;
    this.budget = Infinity;
    this.deadline = Infinity;
    this.stopped = false;
    const g = position.deltaScore(position.turn(), square);
    position.playUnchecked(square);
    this.prepare(position); // the sums of the child, though a search to the end never evaluates
    const left = position.movesLeft();
    // The move reaches x when its child's value is at most g − x.
    const child = this.negamax(left, g - x, g - x + QUANTUM, 1);
    position.undo();
    return g - child;
  }

  /**
   * The value of moving to `square` (the rest of the game for the mover), measured against
   * `best`, the best value of another move: exact when the move is at least as good, otherwise an
   * upper bound below `best`. Null windows ask "at least best?" then "more than best?", so a
   * worse move costs one bound and only a better one a full search. With `tiesExact` false
   * (only the value is wanted, not every best move) a move no better than `best` is only
   * bounded, by the second question alone. Shares the table as moveBound does.
   */
  moveValue(position: Position, square: number, best: number, tiesExact = true): { value: number; exact: boolean } {
    this.nodes = 0;
    let nodes = 0;
    if (best > -INFINITE) {
      if (tiesExact) {
        const atLeast = this.moveBound(position, square, best);
        nodes += this.nodes;
        if (atLeast < best) return { value: atLeast, exact: false };
      }
      const more = this.moveBound(position, square, best + QUANTUM);
      nodes += this.nodes;
      this.nodes = nodes;
      if (more <= best) return tiesExact ? { value: best, exact: true } : { value: more, exact: false };
    }
    this.prepare(position);
    this.budget = Infinity;
    this.deadline = Infinity;
    this.stopped = false;
    const g = position.deltaScore(position.turn(), square);
    position.playUnchecked(square);
    this.prepare(position);
    const child = this.negamax(position.movesLeft(), -INFINITE, g - best, 1);
    position.undo();
    return { value: g - child, exact: true };
  }

  /** Whether moving to `square` keeps the rest of the game's exact value `value` for the mover. */
  isBestMove(position: Position, square: number, value: number): boolean {
    return this.moveBound(position, square, value) >= value;
  }
}
