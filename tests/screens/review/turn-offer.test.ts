// The results' "Review game" pressed while the review still reads: the review opens the key moment
// once it knows (key-moment.ts), not where the game turned at a 2-point slip, nor where the player was.
import { expect, test } from 'vitest';
import { finishedGame, until } from './reviewed-game.ts';

// A loss on square:4 worked out exactly: the person's move 4 turned it (2 points), their move 8 cost most (14).
const MOVES = 'd4 a4 c1 a2 c3 d2 b1 a1 c4 d3 c2 b4 a3 d1 b3 b2'.split(' ');

test('turn offer - "Review game" pressed before the review is done opens the key moment once it is known', async () => {
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
  expect(shot.ply).toBe(8);
  expect(shot.line.words).toMatch(/^Move 8: a1 gave away \d+ points\n/);
  expect(shot.line.words).not.toMatch(/same winner/);

  // Pressed again once the review is done: the same move, at once.
  model.go(0);
  model.openAtKeyMoment();
  expect(model.snapshot().ply).toBe(8);
});
