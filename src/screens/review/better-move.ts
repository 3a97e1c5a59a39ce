// The review's line under a costly move names the better move and why, from what that move does on
// the board before the move shown (its gains, worked out by playing it): "b2 was better: three of
// your cells beside it divide (+5)." The reason's words are in words/move-reason-words.ts.

import { squareGains } from '../../ai/coach/gains.ts';
import { hintIdea } from '../../ai/coach/hint-idea.ts';
import { resolveMove, type Position } from '../../engine/index.ts';
import type { IdeaAddressee } from '../../words/hint-words.ts';
import { betterMoveWords, moveReason } from '../../words/move-reason-words.ts';
import { bestMovesWords, moveInWords } from '../../words/review-words.ts';
import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { GameReview } from '../../game/review.ts';

/**
 * The line for the first of the best moves `best` (by name) from `before` (the position before the
 * move shown, the mover to play), said to the mover (`to`); null where the name is not a legal move.
 */
export function betterMoveLine(
  before: Position,
  best: readonly string[],
  to: IdeaAddressee,
  unsure = false,
): string | null {
  const first = best[0];
  if (first === undefined) return null;
  const move = resolveMove(before, first);
  if ('error' in move) return null;
  const gains = squareGains(before, move.square);
  const reason = moveReason(gains, () => hintIdea(before, move.square, gains), to);
  return betterMoveWords(moveInWords(first), reason, unsure);
}

/**
 * Whom the reason speaks to: the person ("your" cells, "their" gain), the computer by name when it
 * moved ("Medium's" cells, "your" gain), or with two people the mover and the other by name.
 */
export function reasonAddressee(
  mover: 1 | 2,
  names: readonly [string, string],
  humans: readonly [boolean, boolean],
): IdeaAddressee {
  const own = names[mover - 1]!;
  const other = names[2 - mover]!;
  if (humans[0] !== humans[1])
    return humans[mover - 1] ? { your: 'your', their: `${other}'s` } : { your: `${own}'s`, their: 'your' };
  return { your: `${own}'s`, their: `${other}'s` };
}

/**
 * What the review's line says after a costly move: the better move and why on a line of its own,
 * or where no reason can be said the best moves by name (" Best: c3, d4."); '' after a best move.
 */
export function betterWords(
  review: GameReview,
  shown: Pick<MoveReview, 'index' | 'mover' | 'best' | 'cost'>,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
): string {
  if (shown.cost <= 0) return '';
  const to = reasonAddressee(shown.mover, who.names, who.humans);
  const line = betterMoveLine(review.positionAt(shown.index), shown.best, to, review.unsure(shown.index));
  return line ? `\n${line}` : ` Best: ${bestMovesWords(shown.best)}.`;
}
