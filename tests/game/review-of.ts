// A game's review made from given values and costs, one a move (player 1 moves first): the review's
// rules checked without the solver.
import { GameReview } from '../../src/game/review.ts';

export function reviewOf(record: string, values: number[], costs: number[], exact = true): GameReview {
  const review = new GameReview(record);
  values.forEach((value, index) =>
    review.add({
      index,
      mover: index % 2 === 0 ? 1 : 2,
      square: review.moves[index]!,
      move: '',
      best: [],
      cost: costs[index]!,
      exact,
      value,
    }),
  );
  return review;
}
