// Stand-ins for a person: two readers, how fresh reviewers chose moves by reading the board, "take
// the most points now and block their biggest square", and a random player who reads nothing. The
// reader plays the legal square that adds most to its score, among equals the one that would have
// added most to the other player's; the blocker weighs both at once (its gain plus the other's gain
// it takes away), so it gives up a point to block a bigger square. Further ties are drawn at random
// from a seed. Not opponents of the game: the ladder's tension bench (scripts/bench/tension.ts) and
// the tests measure Easy against them (docs/opponents.md).

import { randomIndex, seededRandom, type Player, type Position } from '../engine/index.ts';
import type { Agent } from './agent.ts';

/** A player choosing by `key` (larger first, compared in order), ties drawn from `seed`. */
function byKey(
  id: string,
  name: string,
  seed: number,
  key: (position: Position, m: number) => number[],
): Agent {
  const random = seededRandom(seed);
  return {
    id,
    name,
    choose(position) {
      let best: number[] = [];
      let ties: number[] = [];
      for (const m of position.legalMoveList()) {
        const k = key(position, m);
        const order = compare(k, best);
        if (ties.length === 0 || order > 0) [best, ties] = [k, [m]];
        else if (order === 0) ties.push(m);
      }
      return { square: ties[randomIndex(random, ties.length)] ?? -1 };
    },
  };
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

const other = (p: Player): Player => (p === 1 ? 2 : 1);

/** Most points now; among equals, the square worth most to the other player. */
export function readerScript(seed: number): Agent {
  return byKey('reader', 'Reader', seed, (position, m) => {
    const p = position.turn();
    return [position.deltaScore(p, m), position.deltaScore(other(p), m)];
  });
}

/** The most its gain and the other player's (which it takes away) add up to. */
export function blockerScript(seed: number): Agent {
  return byKey('blocker', 'Blocker', seed, (position, m) => {
    const p = position.turn();
    return [position.deltaScore(p, m) + position.deltaScore(other(p), m)];
  });
}

/** Any legal square, drawn from `seed`: a player who does not read the board yet. */
export function randomScript(seed: number): Agent {
  const draw = seededRandom(seed);
  return {
    id: 'random',
    name: 'Random',
    choose: (position) => {
      const moves = position.legalMoveList();
      return { square: moves[randomIndex(draw, moves.length)] ?? -1 };
    },
  };
}
