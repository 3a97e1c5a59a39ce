// The neighbour script: the first plan a new player finds, and what the last outside reviewer
// played the opponents with. Among the legal squares next to one of its own cells (all of them when
// there are none) it plays the one that adds most to its score, ties drawn at random from a seed.
// Not an opponent of the game: the opponents' bench (scripts/bench/opponents.ts) and the tests
// measure Easy and Medium against it (docs/opponents.md).

import { randomIndex, seededRandom, type Player } from '../engine/index.ts';
import type { Agent } from './agent.ts';

export function neighbourScript(seed: number): Agent {
  const random = seededRandom(seed);
  return {
    id: 'neighbour',
    name: 'Neighbour script',
    choose(position) {
      const p: Player = position.turn();
      const legal = position.legalMoveList();
      const near = legal.filter((m) => position.overlap(p, m) > 0);
      const pool = near.length > 0 ? near : legal;
      let best = -Infinity;
      let ties: number[] = [];
      for (const m of pool) {
        const gain = position.deltaScore(p, m);
        if (gain > best) [best, ties] = [gain, [m]];
        else if (gain === best) ties.push(m);
      }
      return { square: ties[randomIndex(random, ties.length)] ?? -1 };
    },
  };
}
