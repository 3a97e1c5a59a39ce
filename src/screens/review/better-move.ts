// The review's line under a costly move names the better move and why, from what that move does on
// the board before the move shown (its gains, worked out by playing it): "b2 was better: three of
// your cells beside it divide (+5)." The reason's words are in words/move-reason-words.ts.

import { squareGains } from '../../ai/coach/gains.ts';
import { hintIdea } from '../../ai/coach/hint-idea.ts';
import { moveName, resolveMove, type Position } from '../../engine/index.ts';
import type { IdeaAddressee } from '../../words/hint-words.ts';
import {
  betterMoveWords,
  blockWords,
  contrastLine,
  laterWords,
  replyWords,
  sameNowWords,
  contrastWords,
  moveReason,
  type ReplyShown,
} from '../../words/move-reason-words.ts';
import { scoreNow } from '../../ai/coach/score-now.ts';
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
  shown: Pick<MoveReview, 'index' | 'mover' | 'best' | 'cost' | 'exact' | 'square'>,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
): string {
  if (shown.cost <= 0) return '';
  const unsure = review.unsure(shown.index);
  // A best move named as the square played (the computer's estimate beside a small cost) is no other move.
  const played = moveName(review.positionAt(shown.index), shown.square);
  shown = { ...shown, best: shown.best.filter((name) => name !== played) };
  if (shown.best.length === 0) return '';
  const contrast = scoredMoreLine(review, shown, who, unsure) ?? sameNowLine(review, shown, who, unsure);
  if (contrast) return `\n${contrast}`;
  const to = reasonAddressee(shown.mover, who.names, who.humans);
  const line = betterMoveLine(review.positionAt(shown.index), shown.best, to, unsure);
  // One move named, as the board rings one (ringed-squares.ts).
  return line ? `\n${line}` : ` Best: ${bestMovesWords(shown.best, 1)}.`;
}

/**
 * Where the move played scored more at once than the better move, the line says the contrast ("c5
 * scored +10 now, but b2 ends 8 better") and, where the game's next move shows why, that reply:
 * "Easy answered b2 for +12". Null where the better move scored as much now.
 */
export function scoredMoreLine(
  review: GameReview,
  shown: Pick<MoveReview, 'index' | 'mover' | 'best' | 'cost' | 'exact' | 'square'>,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
  unsure = false,
): string | null {
  const found = betterOf(review, shown);
  if (!found) return null;
  const { first, before, better } = found;
  const played = scoreNow(before, shown.square);
  if (played <= scoreNow(before, better.square)) return null;
  const whole = Math.round(shown.cost);
  const by = shown.exact ? String(whole) : whole < 1 ? 'a little' : `about ${whole}`;
  const contrast = contrastWords(
    moveInWords(moveName(before, shown.square)),
    played,
    moveInWords(first),
    by,
    unsure,
  );
  const reply = replyShown(review, shown, better.square, who);
  return contrastLine(contrast, reply, reply ? null : laterReason(before, better.square, shown.mover, who));
}

/** The review's best move for `shown` and the position it was played from; null where there is none. */
function betterOf(review: GameReview, shown: Pick<MoveReview, 'index' | 'best'>) {
  const first = shown.best[0];
  if (first === undefined) return null;
  const before = review.positionAt(shown.index);
  const better = resolveMove(before, first);
  return 'error' in better ? null : { first, before, better };
}

/** What the better move blocks (the other side's gain on its square, 2 or more) or sets up for later, as a clause. */
function laterReason(
  before: Position,
  square: number,
  mover: 1 | 2,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
): string {
  const to = reasonAddressee(mover, who.names, who.humans);
  const gains = squareGains(before, square);
  return gains.denies > 1 ? blockWords(gains.denies, to) : laterWords(hintIdea(before, square, gains), to);
}

/**
 * Where the better move scored just as much now as the move played, its points now are no reason:
 * the line says so and gives the real one, the game's next move where it took that square ("b2 was
 * better (also +3 now): Easy answered b2 for +5."), else what it blocks or sets up for later ("…: it
 * blocks Easy's +6 there.", "…: sets up c2 for +6 next."). Null where the two did not score the same.
 */
export function sameNowLine(
  review: GameReview,
  shown: Pick<MoveReview, 'index' | 'mover' | 'best' | 'square'>,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
  unsure = false,
): string | null {
  const found = betterOf(review, shown);
  if (!found) return null;
  const { first, before, better } = found;
  const now = scoreNow(before, better.square);
  if (scoreNow(before, shown.square) !== now) return null;
  const reply = replyShown(review, shown, better.square, who);
  // A reply worth little is no reason: what the square blocks or sets up says more.
  const reason =
    reply && reply.gain >= 2 ? replyWords(reply) : laterReason(before, better.square, shown.mover, who);
  return sameNowWords(moveInWords(first), now, reason, unsure);
}

/** The game's next move when it shows why the better move was better: it took that square, or the one the move played opened above it. */
export function replyShown(
  review: GameReview,
  shown: Pick<MoveReview, 'index' | 'mover' | 'square'>,
  betterSquare: number,
  who: { names: readonly [string, string]; humans: readonly [boolean, boolean] },
): ReplyShown | null {
  const reply = review.moves[shown.index + 1];
  if (reply === undefined) return null;
  const before = review.positionAt(shown.index);
  const after = review.positionAt(shown.index + 1);
  const gain = scoreNow(after, reply);
  // A square the move played opened (under gravity, the one above it) counts when it scored big.
  const kind =
    reply === betterSquare
      ? 'took'
      : !before.legalMoveList().includes(reply) && gain >= BIG_REPLY
        ? 'above'
        : null;
  if (kind === null) return null;
  const replier = shown.mover === 1 ? 2 : 1;
  const person = who.humans[replier - 1] && !who.humans[shown.mover - 1];
  return {
    who: person ? 'you' : who.names[replier - 1]!,
    move: moveInWords(moveName(after, reply)),
    gain,
    kind,
  };
}

/** A reply on a square the move played opened is named when it scored this much: a mistake's worth. */
const BIG_REPLY = 4;
