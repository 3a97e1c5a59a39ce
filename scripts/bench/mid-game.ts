// The positions the expert's and the coach's benchmarks measure on: seeded, so every run and
// every machine sees the same ones.

import { parseLayout, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';

/** A position after `plies` moves: a seeded random opening, then hard against hard. */
export function positionAfter(layoutId: string, plies: number, seed: number): Position {
  const position = new Position(parseLayout(layoutId));
  const random = seededRandom(seed);
  const hard = createAgent('hard');
  while (position.ply < plies) {
    if (position.ply < 4) {
      const moves = position.legalMoveList();
      position.playUnchecked(moves[randomIndex(random, moves.length)]!);
    } else position.playUnchecked(hard.choose(position).square);
  }
  return position;
}
