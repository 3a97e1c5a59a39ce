// The threat a hint's words name, on the board: where the banner says the move "blocks their +3",
// the other side's cell is drawn faintly on the hinted square with their "+3" in their colour while
// the hint shows (ui/hint-threat-marks.ts). A new player read "blocks their +3" beside an empty
// square as abstract: seen, it is the square they would take and what it would give them.

import type { Position } from '../../engine/index.ts';
import { bannerBlocked, type Hint } from '../../ai/coach/hint.ts';

/** The other side's move a hint blocks: on the square its ring stands on, by the player not to move. */
export interface HintThreat {
  square: number;
  /** What the other side would score there at once ("+3"). */
  points: number;
  /** The player it threatens from (1 or 2): their colour draws it. */
  by: 1 | 2;
}

/** The threat the hint's banner names (its block) on `ringed`, else null. */
export function hintThreat(position: Position, hint: Pick<Hint, 'gains'>, ringed: number): HintThreat | null {
  const points = bannerBlocked(hint.gains);
  if (points === null) return null;
  return { square: ringed, points, by: position.turn() === 1 ? 2 : 1 };
}
