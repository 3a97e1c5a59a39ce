// Thoughtless players: each places its cells by one fixed pattern and reads no number on the board,
// the way a player tries to see whether an opponent answers anything at all. Row by row, centre
// outward, beside its own last cell, the mirror of the opponent's move, the most points now (first
// in reading order among equals), and any square at random. Not opponents of the game: the ladder's
// patterns bench (scripts/bench/patterns.ts) and the tests measure the ladder's steps against them, so
// a step's stars are not won by a pattern (docs/opponents.md).

import { randomIndex, seededRandom, type Position } from '../engine/index.ts';
import type { Agent } from './agent.ts';

function fixed(id: string, name: string, choose: (position: Position, legal: number[]) => number): Agent {
  return {
    id,
    name,
    choose(position) {
      const legal = position.legalMoveList();
      return { square: legal.length > 0 ? choose(position, legal) : -1 };
    },
  };
}

/** The most central free square, the first in reading order among equals. */
function central(position: Position, pool: readonly number[]): number {
  let best = pool[0]!;
  for (const m of pool) if (position.centrality(m) > position.centrality(best) + 1e-9) best = m;
  return best;
}

/** The first free square in reading order: the board filled row by row. */
export const rowsScript = (): Agent => fixed('rows', 'Row by row', (_position, legal) => legal[0]!);

/** The most central free square: the board filled from the centre outward. */
export const centreScript = (): Agent => fixed('centre', 'Centre outward', central);

/**
 * Beside its own last cell (the first free neighbour, in the layout's order of directions), else
 * beside any of its cells, else the most central square.
 */
export const besideScript = (): Agent =>
  fixed('beside', 'Beside my last cell', (position, legal) => {
    const p = position.turn();
    const layout = position.layout;
    const moves = position.moves();
    const mine = moves.filter((_, i) => (i % 2 === 0 ? 1 : 2) === p).reverse();
    for (const s of mine) {
      for (let d = 0; d < layout.directions; d++) {
        const n = layout.neighbour[s * layout.directions + d]!;
        if (n >= 0 && legal.includes(n)) return n;
      }
    }
    return central(position, legal);
  });

/** The square opposite the opponent's last move through the board's centre, else the most central one. */
export const mirrorScript = (): Agent =>
  fixed('mirror', 'Mirror', (position, legal) => {
    const last = position.lastMove();
    if (last >= 0) {
      const layout = position.layout;
      const r = layout.rows - 1 - layout.rowOf[last]!;
      const c = layout.cols - 1 - layout.colOf[last]!;
      const opposite = layout.squareAt[r * layout.cols + c]!;
      if (opposite >= 0 && legal.includes(opposite)) return opposite;
    }
    return central(position, legal);
  });

/** The most points now, the first in reading order among equals: greedy, and blind to the opponent. */
export const greedyScript = (): Agent =>
  fixed('greedy', 'Most points now', (position, legal) => {
    const p = position.turn();
    let best = legal[0]!;
    for (const m of legal) if (position.deltaScore(p, m) > position.deltaScore(p, best)) best = m;
    return best;
  });

/** Any legal square, drawn from `seed`. */
export function anyScript(seed: number): Agent {
  const draw = seededRandom(seed);
  return fixed('random', 'Random', (_position, legal) => legal[randomIndex(draw, legal.length)]!);
}

/** The thoughtless players by id, each made from a seed (only the random one uses it). */
export const PATTERNS: Readonly<Record<string, (seed: number) => Agent>> = {
  rows: rowsScript,
  centre: centreScript,
  beside: besideScript,
  mirror: mirrorScript,
  greedy: greedyScript,
  random: anyScript,
};
