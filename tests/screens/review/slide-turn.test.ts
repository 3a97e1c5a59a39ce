// A loss that slipped away a little at a time, no move of it costly, but one move of the person's
// where best play went over to the other side (review Q6: the card said "Moves 4 to 33: with best
// play you went from 7 points ahead to 18 points behind", which teaches nothing): the results' line
// names that move in the review's words for where it turned, with the better move there, and the
// review opens on it saying the same.
import { expect, test } from 'vitest';
import { moveName } from '../../../src/engine/index.ts';
import type { GameReview } from '../../../src/game/review.ts';
import { ReviewModel } from '../../../src/screens/review/review-model.ts';
import { slowSlide } from '../../../src/screens/review/slow-slide.ts';
import { slideTurn } from '../../../src/screens/review/slide-turn.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { givenAnalyst, until } from './reviewed-game.ts';
import { closeGame, madeUpReviews, reviewOf } from './made-up-review.ts';

const RECORD = closeGame('square:6', 2, 2, 6);

/**
 * Its reviews made up: each of the person's (player 1's) moves from move 7 to 40 gives away 0.9 of a
 * point (none a slip: less than a point), the other side's are best; each move's other best move is
 * the next square along. Best play had the person about 10 points ahead at move 7.
 */
const MOVES = madeUpReviews(
  RECORD,
  (i) => (i % 2 === 0 && i >= 6 && i < 40 ? 0.9 : 0),
  (before, move, cost) => {
    const other = before.legalMoveList().find((s) => moveName(before, s) !== move);
    return cost > 0 && other !== undefined ? [moveName(before, other)] : [move];
  },
);

const reviewed = (): GameReview => reviewOf(RECORD, MOVES);

test('slide turn - the results name the move where it turned, in the review’s words, with the better move', () => {
  const review = reviewed();
  const slide = slowSlide(review, 1)!;
  expect(slide).not.toBeNull();
  expect(slide.before).toBeGreaterThan(0);
  expect(slide.after).toBeLessThan(slide.before);
  const turn = slideTurn(review, 1)!;
  // The forecast crossed after the person's own move, inside the stretch.
  const forecast = review.steadyForecasts();
  const index = turn.ply - 1;
  expect(MOVES[index]!.mover).toBe(1);
  expect(forecast[index]!).toBeGreaterThanOrEqual(0);
  expect(forecast[index + 1]!).toBeLessThan(0);
  const name = MOVES[index]!.move;
  const better = MOVES[index]!.best[0]!;
  expect(turn.words).toMatch(
    new RegExp(
      `^Move ${turn.ply}, ${name}, turned it: from (winning by 1|level) to losing by 1; ${better} would have kept (you winning by 1|it level)\\.$`,
    ),
  );
  const game = { players: ['human', 'hard'] as const, rules: 'square:6', winner: 2 as const };
  const line = howYouPlayed({ ...game, players: ['human', 'hard'] }, review)!;
  expect(line).toBe(turn.words);
  expect(line).not.toMatch(/^Moves \d+ to/);
});

test('slide turn - the move that turned it is the key moment: the review opens there, its line the same words', async () => {
  const model = new ReviewModel(() => givenAnalyst(MOVES));
  const match = {
    record: () => RECORD,
    players: ['human', 'hard'] as const,
    position: { ply: MOVES.length },
    result: {},
  };
  model.open({ ...match, players: ['human', 'hard'] }, undefined, { changed: () => {} });
  await until(() => model.snapshot().end !== null, 'the review');
  const turn = slideTurn(reviewed(), 1)!;
  model.openAtKeyMoment();
  expect(model.snapshot().ply).toBe(turn.ply);
  // The key moment first, in short, as the header and the button name it, and why on a line of its
  // own: the better move and its reason (a key mistake said none); the results' words for it after.
  const words = model.snapshot().line.words;
  expect(words).toMatch(new RegExp(`^Move ${turn.ply}: [a-h]\\d [^\\n]+\\n[a-h]\\d[^\\n]*: [^\\n]+\\.\\n`));
  expect(words.endsWith(`\n${turn.words}`)).toBe(true);
  expect(model.snapshot().progress).toMatch(new RegExp(`key moment: move ${turn.ply}, `));
  // Opened again from the start: there too.
  model.go(0);
  model.openAtKeyMoment();
  expect(model.snapshot().ply).toBe(turn.ply);
});
