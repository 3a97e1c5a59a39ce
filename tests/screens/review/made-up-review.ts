// A game and its review made up for a test: a seeded random game with the result a test needs, and
// reviews whose costs the test chooses, so each forecast is exactly the final margin plus what was
// given away after it.
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { moveName, parseRules, Position, writeRecord } from '../../../src/engine/index.ts';
import { GameReview } from '../../../src/game/review.ts';

/** A seeded random game on `rules` that `winner` wins by `least` to `most` points: its record. */
export function closeGame(rules: string, winner: 1 | 2, least: number, most: number): string {
  for (let seed = 1; ; seed++) {
    const p = new Position(parseRules(rules));
    let r = seed;
    while (!p.isOver()) {
      r = (r * 1103515245 + 12345) >>> 0;
      const legal = p.legalMoveList();
      p.play(legal[r % legal.length]!);
    }
    const by = p.score(winner) - p.score(winner === 1 ? 2 : 1);
    if (by >= least && by <= most) return writeRecord(p);
  }
}

/** What a made-up move names as best instead: the move itself unless the test says otherwise. */
export type BestOf = (before: Position, move: string, cost: number) => string[];

/**
 * Reviews of `record`'s moves where move `index` gives away `cost(index)` points: each forecast
 * (player 1's side, exact) is the final margin plus what was given away after it.
 */
export function madeUpReviews(
  record: string,
  cost: (index: number) => number,
  best: BestOf = (_before, move) => [move],
): MoveReview[] {
  const review = new GameReview(record);
  const n = review.moves.length;
  const [one, two] = review.scores[n]!;
  const costs = review.moves.map((_, index) => cost(index));
  const values: number[] = new Array(n + 1).fill(0);
  values[n] = one - two;
  for (let i = n - 1; i >= 0; i--) values[i] = values[i + 1]! + (i % 2 === 0 ? costs[i]! : -costs[i]!);
  return review.moves.map((square, index) => {
    const before = review.positionAt(index);
    const move = moveName(before, square);
    return {
      index,
      mover: (index % 2) + 1,
      square,
      move,
      best: best(before, move, costs[index]!),
      cost: costs[index]!,
      exact: true,
      value: values[index]!,
      valueExact: true,
    } as MoveReview;
  });
}

/** A game review of `record` holding `moves`. */
export function reviewOf(record: string, moves: readonly MoveReview[]): GameReview {
  const review = new GameReview(record);
  for (const r of moves) review.add(r);
  return review;
}
