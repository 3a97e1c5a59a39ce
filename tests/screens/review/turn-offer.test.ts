// The results' first offer after a loss, pressed while the review still reads: its button read "See
// where it turned", so the review opens where the game turned once it knows, not the costliest move
// (a costly move apart from the turn said "same winner" under a button that promised the turn).
import { expect, test } from 'vitest';
import { finishedGame, until } from './reviewed-game.ts';

// A loss on square:4 worked out exactly: the person's move 4 turned it (2 points), their move 8 cost most (14).
const MOVES = 'd4 a4 c1 a2 c3 d2 b1 a1 c4 d3 c2 b4 a3 d1 b3 b2'.split(' ');

test('turn offer - "See where it turned" pressed before the review is done opens the turn; "See your costliest move" the costliest', async () => {
  const page = await finishedGame('square:4', ['easy', 'human'], MOVES);
  const model = page.kept.review;
  model.open(page.match!, undefined, page.view);
  expect(model.snapshot().end).toBeNull();
  model.openAtKeyMoment();
  await until(() => model.snapshot().end !== null, 'the review');
  const shot = model.snapshot();
  const review = shot.review;
  expect(review.worstMove([2])!.index).toBe(7);
  expect(shot.turns).toEqual([3]);
  expect(shot.ply).toBe(4);
  expect(shot.line.words).toMatch(/^Here it turned: a2, from/);
  expect(shot.line.words).not.toMatch(/same winner/);

  // Named for the costliest move (the review was done when the button was drawn): it opens that one.
  model.go(0);
  model.openAtKeyMoment();
  expect(model.snapshot().ply).toBe(8);
});
