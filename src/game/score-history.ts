// Both scores after every move of a game, and after each pair of moves, for the results charts.

import { Position } from '../engine/index.ts';

/** Both scores after every move so far, from [0, 0]. */
export function scoreHistory(position: Position): [number, number][] {
  const replay = new Position(position.rules);
  const out: [number, number][] = [[0, 0]];
  for (const s of position.moves()) {
    replay.playUnchecked(s);
    out.push([replay.score(1), replay.score(2)]);
  }
  return out;
}

/**
 * Both scores after each pair of moves (and after the last move when the game ends on an odd one),
 * from a history as scoreHistory gives it: where both players have moved equally often. After
 * every single move the lead swings to whoever just moved, and a long game's chart becomes a comb.
 */
export function scoresAfterEachPair(history: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 2; i < history.length; i += 2) out.push([history[i]![0], history[i]![1]]);
  const last = history.length - 1;
  if (last > 0 && last % 2 === 1) out.push([history[last]![0], history[last]![1]]);
  return out;
}
