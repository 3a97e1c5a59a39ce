// The expert's search core: negamax with alpha-beta on the score difference, a transposition
// table, principal-variation null windows and move ordering (table move, killers, then the
// immediate gains of both players and openness). search.ts asks it its questions.
//
// Values are the rest of the game: the final score difference, from the mover's side, minus the
// difference now. The final difference is exactly the sum of the moves' gains, so a node's value
// is max over moves m of gain(m) − value(child), and the child's window is the parent's shifted
// by the gain: (g − β, g − α). Positions with the same cells then share one table value whatever
// the path. At the horizon the evaluation guesses the rest; at the end of the game it is 0, so a
// search whose depth reaches the end is exact.

import type { Layout, Position } from '../../engine/index.ts';
import { evaluate } from './evaluate.ts';
import { isIncremental } from './incremental.ts';
import { KeyedTable } from './keyed-table.ts';
import { lastMovesValue } from './last-moves.ts';
import { Killers, orderMoves } from './move-order.ts';
import { CHEAP_ORDER_DEPTH, INFINITE, QUANTUM } from './search-limits.ts';
import { SearchSums } from './search-sums.ts';
import { EXACT, LOWER, UPPER } from './table.ts';
import { TUNED_WEIGHTS, type EvalWeights } from './weights.ts';
import { moveGain, moveListLength, pliesInGame, pliesLeft, searchMoves } from './variant-moves.ts';

/**
 * Positions between two looks at the clock: under capture a position takes tens of µs, and a busy
 * device gives the search a fraction of a core, so with 1024 a 1 s stop could be seen long after it.
 */
const PULSE_NODES = 256;

export class Negamax {
  readonly weights: EvalWeights;
  nodes = 0;
  /** Called every 1024 positions or so with the count so far (a long solve's progress). */
  onPulse: ((nodes: number) => void) | null = null;
  protected readonly table: KeyedTable;
  protected position!: Position;
  protected moveLists: Int16Array[] = [];
  protected killers = new Killers(0);
  protected budget = 0;
  protected deadline = 0;
  /**
   * The count at the last pulse. The count also grows between the checks (a node one move above the
   * horizon counts its children without entering them), so a check for an exact multiple missed most
   * pulses: a 1 s stop on hex:5 with capture and jumps ran to 9 s.
   */
  private pulsedAt = 0;
  protected stopped = false;
  private layout: Layout | null = null;
  /** The rules the move lists were made for (under /jumps they hold jumps too). */
  private rulesId = '';
  private keyLists: Int32Array[] = [];
  /** The evaluation is kept up move by move (search-sums.ts) and horizon children are not played. */
  private readonly incremental: boolean;
  private readonly sums = new SearchSums();

  /**
   * `incremental` false forces the plain evaluation at every leaf (for the tests). `mirrored`
   * keys the table by the least hash of a position's mirror images: worth it when the search
   * starts from a symmetric position, as solving a layout does. `sharedTable` puts the table in
   * memory that a solve's threads share.
   */
  constructor(
    weights: EvalWeights = TUNED_WEIGHTS,
    tableBits = 18,
    incremental = true,
    mirrored = false,
    sharedTable?: SharedArrayBuffer,
  ) {
    this.weights = weights;
    this.table = new KeyedTable(tableBits, mirrored, sharedTable);
    this.incremental = incremental && isIncremental(weights);
  }

  protected prepare(position: Position): void {
    this.position = position;
    if (this.incremental) this.sums.reset(position);
    this.table.reset(position);
    if (this.layout === position.layout && this.rulesId === position.rules.id) return;
    const length = moveListLength(position);
    const plies = pliesInGame(position);
    this.layout = position.layout;
    this.rulesId = position.rules.id;
    this.moveLists = Array.from({ length: plies }, () => new Int16Array(length));
    this.keyLists = Array.from({ length: plies }, () => new Int32Array(length));
    this.killers = new Killers(plies);
    this.sums.allocate(plies);
  }

  /**
   * Plays m at this ply and adds its evaluation deltas, read from the position before the move;
   * leaveMove(ply) takes both back. The root and negamax share these so they cannot drift apart.
   */
  protected enterMove(m: number, ply: number, track = true): void {
    if (!track) this.sums.skip(ply);
    else if (this.incremental) this.sums.enter(this.position, m, ply);
    this.table.beforePlay(this.position, m);
    this.position.playUnchecked(m);
    this.nodes++;
  }

  protected leaveMove(ply: number): void {
    const position = this.position;
    this.table.beforeUndo(position);
    position.undo();
    if (this.incremental) this.sums.leave(ply);
  }

  /** The rest of the game's value for the mover, searched `depth` moves deep, in (alpha, beta). */
  protected negamax(depth: number, alpha: number, beta: number, ply: number): number {
    const position = this.position;
    const left = position.movesLeft();
    // Valued without playing them only where a move never changes the other player's gains.
    if (left <= 2 && (left === 0 || !position.variants))
      return lastMovesValue(position, left, this.moveLists[this.moveLists.length - 1]!);
    const reach = position.jumps ? pliesLeft(position) : left;
    if (depth > reach) depth = reach;
    if (depth === 0) return Math.round(this.evaluateHere() / QUANTUM) * QUANTUM;
    if (this.nodes >= this.budget || (Math.abs(this.nodes - this.pulsedAt) >= PULSE_NODES && this.pulse())) {
      this.stopped = true;
      return 0;
    }
    if (depth === 1 && this.incremental) return this.frontier(beta, ply);

    const keyed = this.table;
    const table = keyed.table;
    let tableMove = -1;
    if (keyed.probe(position, ply)) {
      tableMove = keyed.move;
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
    const track = depth < reach || depth - 1 > CHEAP_ORDER_DEPTH;
    const alphaAtStart = alpha;
    let best = -INFINITE;
    let bestMove = moves[0]!;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const g = moveGain(position, p, m);
      this.enterMove(m, ply, track);
      let v: number;
      if (i === 0) v = g - this.negamax(depth - 1, g - beta, g - alpha, ply + 1);
      else {
        v = g - this.negamax(depth - 1, g - alpha - QUANTUM, g - alpha, ply + 1);
        if (v > alpha && v < beta && !this.stopped)
          v = g - this.negamax(depth - 1, g - beta, g - alpha, ply + 1);
      }
      this.leaveMove(ply);
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            this.killers.cutoff(ply, m);
            break;
          }
        }
      }
    }
    keyed.store(ply, depth, best, alphaAtStart, beta, bestMove);
    return best;
  }

  /** Fills the ply's move list, best guesses first (move-order.ts); by static value when `byValue`. */
  protected orderedMoves(ply: number, tableMove: number, byValue: boolean): number {
    return orderMoves(
      this.position,
      this.moveLists[ply]!,
      this.keyLists[ply]!,
      tableMove,
      this.killers.first(ply),
      this.killers.second(ply),
      this.weights,
      this.incremental && byValue ? this.sums : null,
    );
  }

  /** Every PULSE_NODES positions: tells onPulse, and whether the deadline has passed. */
  private pulse(): boolean {
    this.pulsedAt = this.nodes;
    this.onPulse?.(this.nodes);
    return Date.now() > this.deadline;
  }

  private evaluateHere(): number {
    const position = this.position;
    if (!this.incremental) return evaluate(position, this.weights);
    return this.sums.evaluateHere(this.weights, position);
  }

  /**
   * A node one move above the horizon: each child's evaluation is the sums' change read from
   * this position, so no child is played. Every child still counts as a node. Fail-soft, and
   * stops at the first child reaching beta, as the plain loop would.
   */
  private frontier(beta: number, ply: number): number {
    const position = this.position;
    const moves = this.moveLists[ply]!;
    const count = searchMoves(position, moves);
    const p = position.turn();
    const o = p === 1 ? 2 : 1;
    const sign = p === 1 ? 1 : -1;
    const w = this.weights;
    const sums = this.sums;
    const difference = position.scoreDifference();
    let best = -INFINITE;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      this.nodes++;
      const g = moveGain(position, p, m);
      const e = sums.afterMove(w, position, m, o, difference + sign * g);
      const v = g - Math.round(e / QUANTUM) * QUANTUM;
      if (v > best) {
        best = v;
        if (v >= beta) break;
      }
    }
    return best;
  }
}
