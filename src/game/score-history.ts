// Both scores after every move of a game, for the results chart.

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
