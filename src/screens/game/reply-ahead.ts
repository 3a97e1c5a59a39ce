// One move ahead, for the hold/hover preview: after the person's move on a square, the square the
// other player would score most on straight away, and what it scores. The preview's gain alone
// ("+4 for you now") steered players into moves the review then called their costliest: the reply
// a move leaves is the first thing a beginner can check by hand, and it is cheap (one play and an
// undo, then each empty square's gain). It is said only where it warns: where this square, less
// what the other side takes straight back, comes out clearly behind another square counted the same
// way (most squares leave the other side something; saying it on every square drowned the warning).
// It names no better square: what best play gives by the end stays the hint's and Best moves' help.

import type { Position } from '../../engine/index.ts';
import { moveName } from '../../engine/index.ts';

export interface ReplyAhead {
  /** The other player's best scoring square after the move, by name. */
  move: string;
  /** What it scores them at once. */
  gain: number;
  /**
   * Whether the reply is a warning: the move's gain less this reply is at least `WARN_BEHIND`
   * points behind the best square's gain less its own best reply.
   */
  warns: boolean;
}

/** How far behind, counted two moves deep, a square must come for its reply to be said. */
export const WARN_BEHIND = 3;

/** The other side's best square and gain after `square`, on `position` (played and undone). */
function bestReply(
  position: Position,
  square: number,
  other: 1 | 2,
): { square: number; gain: number } | null {
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
    return best < 0 ? null : { square: best, gain: most };
  } finally {
    position.undo();
  }
}

/** A square's gain less the other side's best reply: its worth counted two moves deep. */
function twoDeep(position: Position, square: number, mover: 1 | 2, other: 1 | 2): number {
  return position.deltaScore(mover, square) - (bestReply(position, square, other)?.gain ?? 0);
}

/**
 * The other player's highest-scoring reply (their own points at once) after the mover takes
 * `square`, the lowest square first among equals, and whether it warns; null when the game ends
 * with the move, or under capture, stem cells or jumps (their preview says what the reply captures
 * in its own words).
 */
export function replyAhead(position: Position, square: number): ReplyAhead | null {
  const rules = position.rules;
  if (rules.capture || rules.stemSquares.length > 0 || rules.jumps) return null;
  const mover = position.toMove();
  if (mover === null || !position.isLegal(square)) return null;
  const other = mover === 1 ? 2 : 1;
  const reply = bestReply(position, square, other);
  if (!reply) return null;
  const mine = position.deltaScore(mover, square) - reply.gain;
  let best = mine;
  for (const s of position.legalMoveList()) {
    if (s !== square && s < position.layout.size) best = Math.max(best, twoDeep(position, s, mover, other));
  }
  position.playUnchecked(square);
  const move = moveName(position, reply.square);
  position.undo();
  return { move, gain: reply.gain, warns: best - mine >= WARN_BEHIND };
}
