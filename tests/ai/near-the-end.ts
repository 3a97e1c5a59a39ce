// Seeded random positions near the end of a game, for tests that check a search against brute force.
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';

/** A seeded random position under the rules `id` with `left` moves still to play. */
export function nearTheEnd(id: string, left: number, seed: number): Position {
  const position = new Position(parseRules(id));
  const random = seededRandom(seed);
  while (position.movesLeft() > left) {
    const moves = position.legalMoveList();
    position.playUnchecked(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}
