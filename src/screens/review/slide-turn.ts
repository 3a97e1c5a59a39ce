// Where a game that slipped away a little at a time (slow-slide.ts) turned: the person's own move
// after which best play went over to the other side for good (turning-move.ts), and the better move
// the review named there. One piece for the results' line and the review's summary where "See where
// it turned" opens, so both say the same move in the same words (slide-words.ts); none where the
// turn was the other side's move, a hard-to-judge one, or before the person moved.

import { moveName, type Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { moveInWords } from '../../words/move-name-words.ts';
import { slideTurnWords } from '../../words/slide-words.ts';
import { turningMove } from './turning-move.ts';

export interface SlideTurn {
  /** The position after the move (where the review opens). */
  ply: number;
  /** The move in words, from the person's side: "Move 12, c3, turned it: …". */
  words: string;
}

/** The person's move where their slipped game turned, said; null for none. */
export function slideTurn(review: GameReview, person: Player): SlideTurn | null {
  const turn = turningMove(review, person);
  if (!turn || turn.kind !== 'lost' || turn.unsure || turn.move.mover !== person) return null;
  const index = turn.move.index;
  const played = moveName(review.positionAt(index), turn.move.square);
  const better = turn.move.best.find((name) => name !== played) ?? null;
  const side = person === 1 ? 1 : -1;
  return {
    ply: index + 1,
    words: slideTurnWords(
      index + 1,
      moveInWords(played),
      side * turn.before,
      side * turn.after,
      better && moveInWords(better),
    ),
  };
}
