// The `perfect` opponent: the opening book's move where it has the position, an exact search to
// the end once at most 20 moves are left (on a board of at most 20 squares, from the first move),
// and otherwise the expert. On a board whose book is complete (book.ts), and on every board of at
// most 20 squares, every move it plays is a best move.

import type { Position } from '../../engine/index.ts';
import type { Agent, MoveChoice } from '../agent.ts';
import { lookUp } from '../book/book.ts';
import { createExpert } from './agent.ts';
import { ExactSearch } from './exact.ts';
import { rootMoveClasses } from './root-moves.ts';
import { changesManyCells, moveGain } from './variant-moves.ts';

/**
 * At most this many moves left, Perfect searches exactly: 20 moves left on square:5 take one core
 * 1.7 to 3.3 s, the empty full 4 × 5 grid 2.5 s (docs/solving.md). The book covers the moves before it.
 */
export const PERFECT_REACH = 20;

/**
 * Within this many moves of the end an exact answer takes a fraction of a second (16 moves from the
 * end of square:6, or the empty square:4): the reach of the hint and the review, and where the
 * book's trees of the boards up to 21 squares end, so Perfect plays those instantly.
 */
export const QUICK_REACH = 16;

/**
 * Under capture and jumps a move's gain is found by playing it out and the search's child look-ups
 * are off, so the exact search starts nearer the end: 12 moves from the end of square:4/capture
 * took a hint 15 s and a review of its moves minutes on the loaded machine; from 10 the expert's
 * own exact endgame begins.
 */
export const CAPTURE_REACH = 10;

/**
 * How far from the end an exact answer is asked for under these rules: `reach`, or under capture
 * and jumps (a move may change many cells, and the search's child look-ups are off) CAPTURE_REACH.
 */
export function exactReach(position: Position, reach: number): number {
  return changesManyCells(position) ? Math.min(reach, CAPTURE_REACH) : reach;
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
  const classes = rootMoveClasses(position).map((squares) => ({
    square: squares[0]!,
    gain: moveGain(position, p, squares[0]!),
  }));
  classes.sort((a, b) => b.gain - a.gain || a.square - b.square);
  for (const { square } of classes) {
    const keeps = search.isBestMove(position, square, rest);
    nodes += search.nodes;
    if (keeps) return { square, rest, nodes };
  }
  throw new Error('the solver found no move keeping its own value');
}

/** `turnMs`: a player waits, so where Perfect plays as the expert that search stops after it. */
export function createPerfect(turnMs?: number): Agent {
  const expert = createExpert(turnMs === undefined ? {} : { turnMs });
  const exact = new ExactSearch(20);
  return {
    id: 'perfect',
    name: 'Perfect',
    choose(position: Position): MoveChoice {
      const entry = lookUp(position);
      if (entry) return { square: entry.move, nodes: 0, value: entry.value };
      if (position.movesLeft() <= exactReach(position, PERFECT_REACH)) {
        const best = exactBestMove(exact, position);
        return { square: best.square, nodes: best.nodes, value: best.rest };
      }
      return expert.choose(position);
    },
  };
}
