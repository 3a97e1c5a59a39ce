// One move ahead, for the hold/hover preview: after the person's move on a square, the square the
// other player would score most on straight away, and what it scores. The preview's gain alone
// ("+4 for you now") steered players into moves the review then called their costliest: the reply
// it opens (or leaves open) is the first thing a beginner can check by hand, and it is cheap (one
// play and an undo, then each empty square's gain). It is no hint: what best play gives by the end
// stays the hint's and Best moves' help.

import type { Position } from '../../engine/index.ts';
import { moveName } from '../../engine/index.ts';

export interface ReplyAhead {
  /** The other player's best scoring square after the move, by name. */
  move: string;
  /** What it scores them at once. */
  gain: number;
}

/**
 * The other player's highest-scoring reply (their own points at once) after the mover takes
 * `square`, the lowest square first among equals; null when the game ends with the move, or under
 * capture, stem cells or jumps (their preview says what the reply captures in its own words).
 */
export function replyAhead(position: Position, square: number): ReplyAhead | null {
  const rules = position.rules;
  if (rules.capture || rules.stemSquares.length > 0 || rules.jumps) return null;
  const mover = position.toMove();
  if (mover === null || !position.isLegal(square)) return null;
  const other = mover === 1 ? 2 : 1;
  position.playUnchecked(square);
  try {
    if (position.isOver()) return null;
    let best = -1;
    let most = -Infinity;
    for (const s of position.legalMoveList()) {
      if (s >= position.layout.size) continue;
      const gain = position.deltaScore(other, s);
      if (gain > most) [best, most] = [s, gain];
    }
    return best < 0 ? null : { move: moveName(position, best), gain: most };
  } finally {
    position.undo();
  }
}
