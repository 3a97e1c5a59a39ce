// The exact solver's search: negamax with alpha-beta to the end of the game, on integer values
// (scores and gains are whole points), with a transposition table keyed by the least mirror
// image. The table's move is searched before the other moves are even ordered (it cuts most
// nodes it is tried at); elsewhere, far from the end, enhanced transposition cutoffs, then the
// killers, then the expert's static value or both players' gains. It never evaluates: every value
// is exact, so it keeps no depths; the evaluation serves only to order moves far from the end.
//
// Values are the rest of the game from the mover's side, as in the expert's search (search.ts):
// a node's value is max over moves m of gain(m) − value(child), and the child's window is the
// parent's shifted by the gain.

import type { Layout, Position } from '../../engine/index.ts';
import { lastMovesValue } from './last-moves.ts';
import { ExactOrder } from './exact-order.ts';
import { KeyedTable } from './keyed-table.ts';
import { EXACT, LOWER, settles } from './table.ts';
import { ALL_SHORTCUTS, type ExactSwitches } from './exact-switches.ts';
import { changesManyCells, moveGain, moveListLength, pliesInGame } from './variant-moves.ts';

const INFINITE = 1e9;
/** Below this many moves left, a table store costs more than it saves. */
const STORE_MOVES_LEFT = 3;
/** How a child is looked up: alone, from the look-up of all the children, or that again by its kept key. */
const PROBE = 0,
  SEEN = 1,
  SEEN_AGAIN = 2;

export class ExactSearch {
  private readonly table: KeyedTable;
  private layout: Layout | null = null;
  /** The rules the move lists were made for (under /jumps they hold jumps too). */
  private rulesId = '';
  /** Every move changes one cell only, so children can be looked up without playing them. */
  private oneCell = true;
  private position!: Position;
  private moveLists: Int16Array[] = [];
  private scratch = new Int16Array(0);
  private order = new ExactOrder(0, 0);
  private readonly switches: ExactSwitches; // shortcuts a check may turn off (exact-switches.ts)
  nodes = 0;
  /** Positions visited over the search's life, never reset: a budget counts across searches by it. */
  visited = 0;
  /** Called every 4096 positions (of `visited`) with the current search's count so far (a long solve's progress; a budget may throw from it). */
  onPulse: ((nodes: number) => void) | null = null;

  /**
   * A table of 2^tableBits entries (in `sharedTable` when the threads of a solve share one).
   * `mirrored` keys the table by the least hash of a position's mirror images: worth it when
   * the search starts from a symmetric position, as solving a layout does.
   */
  constructor(
    tableBits = 20,
    mirrored = false,
    sharedTable?: SharedArrayBuffer,
    switches: Partial<ExactSwitches> = {},
  ) {
    this.switches = { ...ALL_SHORTCUTS, ...switches };
    this.table = new KeyedTable(tableBits, mirrored, sharedTable);
    this.table.mirroredFrom = STORE_MOVES_LEFT; // nearer the end the table is not used
  }

  private prepare(position: Position): void {
    this.position = position;
    if (this.layout !== position.layout || this.rulesId !== position.rules.id) {
      const length = moveListLength(position);
      const plies = pliesInGame(position);
      this.layout = position.layout;
      this.rulesId = position.rules.id;
      this.moveLists = Array.from({ length: plies }, () => new Int16Array(length));
      this.scratch = new Int16Array(length);
      this.order = new ExactOrder(plies, length, this.switches.ordering);
    }
    // A child's hash is foreseen as the parent's and one cell; a capture or a jump changes more.
    this.oneCell = !changesManyCells(position);
    this.table.reset(position);
    this.order.reset(position);
  }

  /** The rest of the game's value for the mover: exact inside (alpha, beta), else a bound beyond it. */
  value(position: Position, alpha = -INFINITE, beta = INFINITE): number {
    this.prepare(position);
    this.nodes = 0;
    return this.negamax(alpha, beta, 0);
  }

  /**
   * The rest of the game's exact value for the mover, by null windows alone (MTD(f)): each asks
   * "at least x?" and its answer moves x, from `guess`, until two answers pin the value.
   */
  solve(position: Position, guess = 0): number {
    let lower = -INFINITE;
    let upper = INFINITE;
    let nodes = 0;
    let g = guess;
    while (lower < upper) {
      const x = g === lower ? g + 1 : g;
      g = this.value(position, x - 1, x);
      nodes += this.nodes;
      if (g < x) upper = g;
      else lower = g;
    }
    this.nodes = nodes;
    return g;
  }

  /**
   * A bound on the exact value of moving to `square` (the rest of the game for the mover), from
   * a null-window search that asks "is it at least x?": a result of x or more is a lower bound on
   * the move's value, anything less an upper bound. The table is kept between calls.
   */
  moveBound(position: Position, square: number, x: number): number {
    this.nodes = 0;
    return this.moveSearch(position, square, x - 1, x);
  }

  /**
   * The value of moving to `square`, measured against `best`, the best value of another move:
   * exact when the move is at least as good, otherwise an upper bound below `best`. Null windows
   * ask "at least best?" then "more than best?", so a worse move costs one bound and only a
   * better one a full search. With `tiesExact` false (only the value is wanted) a move no better
   * than `best` is only bounded, by the second question alone.
   */
  moveValue(
    position: Position,
    square: number,
    best: number,
    tiesExact = true,
  ): { value: number; exact: boolean } {
    this.nodes = 0;
    if (best > -INFINITE) {
      if (tiesExact) {
        const atLeast = this.moveSearch(position, square, best - 1, best);
        if (atLeast < best) return { value: atLeast, exact: false };
      }
      const more = this.moveSearch(position, square, best, best + 1);
      if (more <= best) return tiesExact ? { value: best, exact: true } : { value: more, exact: false };
    }
    return { value: this.moveSearch(position, square, best, INFINITE), exact: true };
  }

  /** Whether moving to `square` keeps the rest of the game's exact value `value` for the mover. */
  isBestMove(position: Position, square: number, value: number): boolean {
    return this.moveBound(position, square, value) >= value;
  }

  /** The value of moving to `square` (the rest of the game for the mover) in (alpha, beta). */
  private moveSearch(position: Position, square: number, alpha: number, beta: number): number {
    this.prepare(position);
    const g = moveGain(position, position.turn(), square);
    this.enter(square, 0);
    const child = this.negamax(g - beta, g - alpha, 1);
    this.leave(0);
    return g - child;
  }

  private enter(m: number, ply: number): void {
    const position = this.position;
    this.order.enter(position, m, ply);
    this.table.beforePlay(position, m);
    position.playUnchecked(m);
    this.nodes++;
    if ((++this.visited & 4095) === 0) this.onPulse?.(this.nodes);
  }

  private leave(ply: number): void {
    const position = this.position;
    this.table.beforeUndo(position);
    position.undo();
    this.order.leave(ply);
  }

  private negamax(alpha: number, beta: number, ply: number): number {
    const position = this.position;
    const left = position.movesLeft();
    // The last two moves are valued without playing them only where a move never changes the
    // other player's gains (not with captures or stem cells).
    if (left <= 2 && (left === 0 || !position.variants)) return lastMovesValue(position, left, this.scratch);

    const keyed = this.table;
    const table = keyed.table;
    let tableMove = -1;
    if (keyed.probe(position, ply)) {
      tableMove = keyed.move;
      const v = table.foundValue;
      const bound = table.foundBound;
      if (bound === EXACT) return v;
      if (bound === LOWER) {
        if (v >= beta) return v;
        if (v > alpha) alpha = v;
      } else {
        if (v <= alpha) return v;
        if (v < beta) beta = v;
      }
    }

    const p = position.turn();
    const alphaAtStart = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    if (tableMove >= 0 && position.isLegal(tableMove)) {
      // The table's move first, before any other is looked at: it cuts most nodes it is
      // tried at, and then neither the ordering nor the children's look-ups are paid for.
      best = this.child(tableMove, p, alpha, beta, ply, true, PROBE);
      bestMove = tableMove;
      if (best > alpha) alpha = best;
      if (alpha >= beta) {
        this.order.cutoff(ply, tableMove);
        if (left >= STORE_MOVES_LEFT && this.switches.table)
          keyed.store(ply, left, best, alphaAtStart, beta, bestMove);
        return best;
      }
    }
    const moves = this.moveLists[ply]!;
    let count: number;
    let start = 0;
    let seen = false;
    if (bestMove >= 0) {
      count = this.order.order(position, moves, ply, tableMove);
      start = 1;
    } else {
      if (left >= this.switches.cutoffsFrom && this.oneCell) {
        // Before the ordering: a node the table's children end costs no ordering.
        const cut = this.transpositionCutoff(moves, p, beta, ply);
        if (cut !== null) return cut;
        seen = true;
      }
      count = this.order.order(position, moves, ply, -1);
    }
    for (let i = start; i < count; i++) {
      const m = moves[i]!;
      const v = this.child(m, p, alpha, beta, ply, i === 0, seen ? (i === 0 ? SEEN : SEEN_AGAIN) : PROBE);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            this.order.cutoff(ply, m);
            break;
          }
        }
      }
    }
    if (left >= STORE_MOVES_LEFT && this.switches.table)
      keyed.store(ply, left, best, alphaAtStart, beta, bestMove);
    return best;
  }

  /**
   * The value of moving to m for the mover p in (alpha, beta): the first move with the whole
   * window, the others a null window first. A child the table already decides is not played
   * (half of them 4 or more moves from the end); a child played reads its look-up here again.
   */
  private child(
    m: number,
    p: 1 | 2,
    alpha: number,
    beta: number,
    ply: number,
    first: boolean,
    lookUp: number,
  ): number {
    const position = this.position;
    const g = moveGain(position, p, m);
    const probes =
      this.switches.decidedChildren && this.oneCell && position.totalMoves - position.ply > STORE_MOVES_LEFT;
    let v: number;
    if (first) {
      if (probes && this.decidedChild(m, p, g - beta, g - alpha, ply, lookUp)) return g - this.decided;
      this.enter(m, ply);
      v = g - this.negamax(g - beta, g - alpha, ply + 1);
    } else {
      if (probes && this.decidedChild(m, p, g - alpha - 1, g - alpha, ply, lookUp)) {
        v = g - this.decided;
        if (!(v > alpha && v < beta)) return v;
        this.enter(m, ply);
      } else {
        this.enter(m, ply);
        v = g - this.negamax(g - alpha - 1, g - alpha, ply + 1);
      }
      if (v > alpha && v < beta) v = g - this.negamax(g - beta, g - v, ply + 1);
    }
    this.leave(ply);
    return v;
  }

  /** The child's value the table gives, in `decided`, when it settles the window (alpha, beta) as negamax would. */
  private decided = 0;
  private decidedChild(
    m: number,
    p: 1 | 2,
    alpha: number,
    beta: number,
    ply: number,
    lookUp: number,
  ): boolean {
    const keyed = this.table;
    let hit: boolean;
    if (lookUp === PROBE) hit = keyed.probeChild(this.position, m, p);
    else {
      // What the look-up before the ordering found still holds; when it does not settle the
      // window and the search has gone on since, the table may know more now.
      const bound = keyed.seenBound(ply, m);
      if (bound >= 0 && settles(bound, keyed.seenValue(ply, m), alpha, beta)) {
        this.decided = keyed.seenValue(ply, m);
        return true;
      }
      hit = keyed.recallChild(this.position, m, p, ply, lookUp === SEEN_AGAIN);
    }
    if (!hit) return false;
    const table = keyed.table;
    if (settles(table.foundBound, table.foundValue, alpha, beta)) {
      this.decided = table.foundValue;
      return true;
    }
    return false;
  }

  /**
   * Enhanced transposition cutoff: a child the table already bounds from above (its value for
   * the opponent is at most u) makes this move worth at least gain − u; at beta or more the node
   * is done without searching anything (the best such bound is returned). Every child is looked
   * up, and what was found is kept for the search of the children.
   */
  private transpositionCutoff(moves: Int16Array, p: 1 | 2, beta: number, ply: number): number | null {
    const position = this.position;
    const keyed = this.table;
    const count = position.legalMoves(moves);
    keyed.probeChildren(position, moves, count, p, ply);
    let cut = -INFINITE;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const bound = keyed.seenBound(ply, m);
      if (bound >= 0 && bound !== LOWER) {
        const v = position.marginGain(p, m) - keyed.seenValue(ply, m);
        if (v > cut) cut = v;
      }
    }
    return cut >= beta ? cut : null;
  }
}
