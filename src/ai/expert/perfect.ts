// The `perfect` opponent: the opening book's move where it has the position, an exact search to
// the end once few enough moves are left that it is quick, and otherwise the expert. On a board
// whose book is complete (book.ts) every move it plays is a best move.

import type { Position } from '../../engine/index.ts';
import type { Agent, MoveChoice } from '../agent.ts';
import { lookUp } from '../book/book.ts';
import { createExpert } from './agent.ts';
import { ExpertSearch } from './search.ts';

/**
 * At most this many moves left, the exact search plays: 16 moves from the end of a square:6 game
 * or from the empty square:4 take a fraction of a second. The book covers the positions before it.
 */
export const PERFECT_REACH = 16;

export function createPerfect(): Agent {
  const expert = createExpert();
  const exact = new ExpertSearch(undefined, 20);
  return {
    id: 'perfect',
    name: 'Perfect',
    choose(position: Position): MoveChoice {
      const entry = lookUp(position);
      if (entry) return { square: entry.move, nodes: 0, value: entry.value };
      if (position.movesLeft() <= PERFECT_REACH) {
        const result = exact.search(position, { nodes: Infinity });
        return { square: result.square, nodes: result.nodes, depth: result.depth, value: result.value };
      }
      return expert.choose(position);
    },
  };
}
