// Whether the results' entrance plays (the headline lands, the stars fall in, the winner's number
// pops): once for a game. A redraw (a resize, a tab) shows the result as it stands, and so does the
// way back from the review: the stars stay where they landed. The services keep which result
// had its entrance (GameKeep), so a scene restart does not forget it.

import { keptGame, type GameKeep } from '../game/game-keep.ts';

/**
 * True the first time `result` is shown with no tab or aside asked (`data`); it is kept played
 * then, in the board's kept state of `holder` (the services).
 */
export function playsEntrance(
  holder: { game?: GameKeep },
  result: object,
  data?: { peeking?: boolean; tab?: unknown },
): boolean {
  if (data?.peeking !== undefined || data?.tab !== undefined) return false;
  const keep = keptGame(holder);
  if (keep.resultsEntered === result) return false;
  keep.resultsEntered = result;
  return true;
}
