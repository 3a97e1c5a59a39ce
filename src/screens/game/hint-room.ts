// The room a hint's words name, on the board: where the banner's reason is the space around the
// hinted square ("open space around it", "5 empty squares around it to grow into"), the empty
// squares around it, which the board rings faintly in the mover's colour while the hint shows
// (ui/room-marks.ts). A new player read "more room to grow" beside a lone square as no reason
// at all; ringed, the squares a cell placed there can grow into are seen.

import type { Position } from '../../engine/index.ts';
import { bannerSaysRoom, hintEnd, type Hint } from '../../ai/coach/hint.ts';

/** The empty squares around `ringed` where the hint's banner names its room, else none. */
export function hintRoom(
  position: Position,
  hint: Pick<Hint, 'gains' | 'greedier' | 'margin' | 'idea'>,
  ringed: number,
): number[] {
  if (!bannerSaysRoom(hint.gains, hintEnd(hint), hint.greedier)) return [];
  const { neighbour, directions } = position.layout;
  const around: number[] = [];
  for (let d = 0; d < directions; d++) {
    const m = neighbour[ringed * directions + d]!;
    if (m >= 0 && position.owner[m] === 0) around.push(m);
  }
  return around.sort((a, b) => a - b);
}
