// The `perfect` opponent: the opening book's move where it has the position, an exact search to
// the end once few enough moves are left that it is quick (on a board of at most 20 squares, from
// the first move), and otherwise the expert. On a board whose book is complete (book.ts), and on
// every board of at most 20 squares, every move it plays is a best move.

import type { Position } from '../../engine/index.ts';
import type { Agent, MoveChoice } from '../agent.ts';
import { lookUp } from '../book/book.ts';
import { createExpert } from './agent.ts';
import { ExactSearch } from './exact.ts';
import { rootMoveClasses } from './root-moves.ts';

/**
 * At most this many moves left, the exact search plays: 16 moves from the end of a square:6 game
 * or from the empty square:4 take a fraction of a second. The book covers the positions before it.
 */
export const PERFECT_REACH = 16;

/**
 * A board of at most this many squares is searched exactly from its first move, book or not (a
 * built board, a board scored by connections): its empty board takes one core 1 to 2.5 s, the
 * densest (the full 4 × 5 grid) the longest; docs/solving.md has the figures.
 */
export const EXACT_BOARD = 20;

/** Whether `perfect` searches this position exactly (when the book does not hold it). */
export function inExactReach(position: Position): boolean {
  return position.movesLeft() <= PERFECT_REACH || position.totalMoves <= EXACT_BOARD;
}

export interface BestMove {
  /** A best move: the first, by the order below, of those that keep the exact value. */
  square: number;
  /** The rest of the game's exact value for the mover (final difference from their side, less today's). */
  rest: number;
  nodes: number;
}

/**
 * The exact value of the rest of the game (null windows from `guess`), then a move that keeps
 * it: the mirror-image classes in order of the mover's immediate gain, then reading order, each
 * asked "at least the value?" until one is. The answer does not depend on what the table holds.
 */
export function exactBestMove(search: ExactSearch, position: Position, guess = 0): BestMove {
  if (position.isOver()) throw new Error('the game is over: there is no move to play');
  const rest = search.solve(position, guess);
  let nodes = search.nodes;
  const p = position.turn();
  const classes = rootMoveClasses(position).map((squares) => ({ square: squares[0]!, gain: position.deltaScore(p, squares[0]!) }));
  classes.sort((a, b) => b.gain - a.gain || a.square - b.square);
  for (const { square } of classes) {
    const keeps = search.isBestMove(position, square, rest);
    nodes += search.nodes;
    if (keeps) return { square, rest, nodes };
  }
  throw new Error('the solver found no move keeping its own value');
}

export function createPerfect(): Agent {
  const expert = createExpert();
  const exact = new ExactSearch(20);
  return {
    id: 'perfect',
    name: 'Perfect',
    choose(position: Position): MoveChoice {
      const entry = lookUp(position);
      if (entry) return { square: entry.move, nodes: 0, value: entry.value };
      if (inExactReach(position)) {
        const best = exactBestMove(exact, position);
        return { square: best.square, nodes: best.nodes, value: best.rest };
      }
      return expert.choose(position);
    },
  };
}
