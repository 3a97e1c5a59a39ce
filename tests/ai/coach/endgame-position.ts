// A position with a few moves left, reached by seeded random moves: the coach's tests compare
// what it says there with the solver's exact answers.
import { replayRecord, seededRandom, type Position } from '../../../src/engine/index.ts';

/** A position of these rules with `left` moves left, after seeded random moves. */
export function endgame(rules: string, left: number, seed: number): Position {
  const position = replayRecord(rules);
  const random = seededRandom(seed);
  while (position.movesLeft() > left) {
    const moves = position.legalMoveList();
    position.play(moves[Math.floor(random() * moves.length)]!);
  }
  return position;
}
