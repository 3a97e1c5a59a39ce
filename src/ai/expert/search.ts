// The expert's search: iterative deepening on the negamax core (negamax.ts) to a move, and the
// exact questions the solver asks of a root move (its bound, its value, whether it is best).
//
// The search stops at a node budget, not a clock, so the same position and budget always give
// the same move on every device; the clock cap is only a safety net.

import type { Position } from '../../engine/index.ts';
import { Negamax } from './negamax.ts';
import { moveGain, pliesLeft } from './variant-moves.ts';
import {
  DEPTH_BEFORE_EXACT,
  INFINITE,
  QUANTUM,
  type SearchLimits,
  type SearchResult,
} from './search-limits.ts';

export type { SearchLimits, SearchResult } from './search-limits.ts';

export class ExpertSearch extends Negamax {
  /** Iterative deepening to the limits; leaves the position as it found it. */
  search(position: Position, limits: SearchLimits): SearchResult {
    this.prepare(position);
    this.table.table.newSearch();
    this.killers.clear();
    this.nodes = 0;
    this.budget = limits.nodes;
    this.deadline = limits.maxMs === undefined ? Infinity : Date.now() + limits.maxMs;
    this.stopped = false;
    const left = pliesLeft(position);
    if (position.movesLeft() === 0) return { square: -1, value: 0, depth: 0, nodes: 0, exact: true };
    const moves = this.moveLists[0]!;
    const count = this.orderedMoves(0, -1, true);
    let result: SearchResult = { square: moves[0]!, value: 0, depth: 0, nodes: 0, exact: false };
    const maxDepth = Math.min(left, limits.maxDepth ?? left);
    const jumpToEnd = maxDepth === left && (limits.nodes === Infinity || limits.exact === true);
    let finished = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (jumpToEnd && depth > DEPTH_BEFORE_EXACT && depth < maxDepth) depth = maxDepth;
      const root = this.searchRoot(depth, count);
      if (root.square >= 0)
        result = {
          square: root.square,
          value: root.value,
          depth: root.complete ? depth : finished,
          nodes: 0,
          exact: root.complete && depth === left,
        };
      if (!root.complete) break;
      finished = depth;
    }
    result.nodes = this.nodes;
    return result;
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
      const g = moveGain(position, p, m);
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
    const g = moveGain(position, position.turn(), square);
    position.playUnchecked(square);
    this.prepare(position); // the sums of the child, though a search to the end never evaluates
    const left = pliesLeft(position);
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
  moveValue(
    position: Position,
    square: number,
    best: number,
    tiesExact = true,
  ): { value: number; exact: boolean } {
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
    const g = moveGain(position, position.turn(), square);
    position.playUnchecked(square);
    this.prepare(position);
    const child = this.negamax(pliesLeft(position), -INFINITE, g - best, 1);
    position.undo();
    return { value: g - child, exact: true };
  }

  /** Whether moving to `square` keeps the rest of the game's exact value `value` for the mover. */
  isBestMove(position: Position, square: number, value: number): boolean {
    return this.moveBound(position, square, value) >= value;
  }
}
