// The review never contradicts itself: the progress line, the button under the chart and the list
// name one key moment (key-moment.test.ts); a move where the game turned says so. The score line says it is the score now, and the chart's
// title that it is best play from here, so the two numbers are not read as one.
import { describe, expect, test } from 'vitest';
import { randomGame } from '../../e2e/random-games.ts';
import { finishedGame, reviewed } from './reviewed-game.ts';

/** The first seeded random game on Flask 6 wide (the person first, against Easy) whose review passes `keep`. */
async function reviewWhere(keep: (shot: Awaited<ReturnType<typeof reviewed>>) => boolean) {
  for (let seed = 1; seed <= 60; seed++) {
    const page = await finishedGame('flask:6x3', ['human', 'easy'], randomGame('flask:6x3', seed));
    const model = await reviewed(page);
    if (keep(model)) return model;
  }
  throw new Error('no such game in 60 seeds');
}

describe('the review names one place to look', () => {
  test('a game won all the same: where it turned says the opponent gave it back', async () => {
    // Reviewer 37 won by 14 and read "Where it turned: from winning by 6 to losing by 2" alone.
    const model = await reviewWhere((m) => {
      const s = m.snapshot();
      const [you, easy] = s.review.scores[s.review.scores.length - 1]!;
      return you > easy && s.review.turns().some((t) => t.after < 0);
    });
    const losing = model
      .snapshot()
      .review.turns()
      .find((t) => t.after < 0)!;
    model.go(losing.index + 1);
    expect(model.snapshot().line.words).toMatch(
      /turned it: from .* to losing by \d+, but Easy gave it back later\.(\n.+)?$/,
    );
  });

  test('the score line is the score now; the chart plots best play from here', async () => {
    const model = await reviewWhere(() => true);
    model.go(5);
    const shot = model.snapshot();
    const p = shot.position;
    expect(shot.scoreLine).toBe(
      `Score now: You ${p.score(1)} – ${p.score(2)} Easy   ·   move 5 of ${shot.moves}`,
    );
    expect(shot.chart.title).toBe('Who was on track to win: tap a move');
  });
});
