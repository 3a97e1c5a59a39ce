// Positions reached by seeded random moves, the same every run: the coach's tests compare what it
// says there with the solver's and the review's answers.
import { parseLayout, Position, replayRecord, seededRandom } from '../../../src/engine/index.ts';

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

/** A position of `layout` after `plies` seeded moves (the hint tests' openings). */
export function seeded(layout: string, plies: number, seed: number): Position {
  const p = new Position(parseLayout(layout));
  let s = seed * 7919;
  while (p.ply < plies && !p.isOver()) {
    const legal = p.legalMoveList();
    s = (s * 1103515245 + 12345) % 2147483648;
    p.play(legal[s % legal.length]!);
  }
  return p;
}
