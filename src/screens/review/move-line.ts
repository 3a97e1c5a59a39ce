// A move of the reviewed game in words: its square (or a jump's "jump from f3 to d1") for the
// buttons, and as the shown move's line says it, a jump with the cell it took and its score's change at once.

import { moveName, squareName } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { jumpLineWords, moveInWords } from '../../words/review-words.ts';

/** Move `index` of the game in words: its square, or a jump's "jump from f3 to d1". */
export function moveWordsAt(review: GameReview, index: number): string {
  return moveInWords(moveName(review.positionAt(index), review.moves[index]!));
}

/** Move `index` as the shown move's line says it: a jump with the cell it took and its score's change at once. */
export function moveLineAt(review: GameReview, index: number): string {
  const before = review.positionAt(index);
  const move = review.moves[index]!;
  if (!before.isJump(move)) return moveWordsAt(review, index);
  const { from, over, to } = before.jumpSquares(move);
  const mover = index % 2;
  const change = review.scores[index + 1]![mover]! - review.scores[index]![mover]!;
  const name = (s: number) => squareName(before.layout, s);
  return jumpLineWords(name(from), name(over), name(to), change);
}
