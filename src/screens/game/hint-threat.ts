// The threat a hint's words name, on the board: where the banner says the move "blocks their +3",
// a tag beside the hinted square says "their +3" while the hint shows (ui/hint-threat-marks.ts).
// A new player read "blocks their +3" beside an empty square as abstract; a faint cell of theirs
// drawn on the square read, at a glance, as an enemy cell: the hint itself stays neutral gold and
// the threat is a dashed tag beside it, never a cell.

import type { Position } from '../../engine/index.ts';
import { bannerBlocked, type Hint } from '../../ai/coach/hint.ts';
import { hintThreatTag } from '../../words/hint-threat-words.ts';

/** The other side's move a hint blocks: on the square its ring stands on, by the player not to move. */
export interface HintThreat {
  square: number;
  /** What the other side would score there at once ("+3"). */
  points: number;
  /** The player it threatens from (1 or 2): their colour dashes the tag's edge. */
  by: 1 | 2;
  /** The tag's words: "their +3". */
  words: string;
}

/** The threat the hint's banner names (its block) on `ringed`, else null. */
export function hintThreat(position: Position, hint: Pick<Hint, 'gains'>, ringed: number): HintThreat | null {
  const points = bannerBlocked(hint.gains);
  if (points === null) return null;
  return { square: ringed, points, by: position.turn() === 1 ? 2 : 1, words: hintThreatTag(points) };
}
