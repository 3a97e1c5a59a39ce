// The review never contradicts itself (review 25): where the forecast never changed sides but the
// person gave points away, the button under the chart goes to their costliest move, named as the
// progress line names it, not "No clear turning point" beside "your costliest: move 13"; where it
// changed sides, it says where it turned. The score line says it is the score now, and the chart's
// title that it is best play from here, so the two numbers are not read as one.
import { describe, expect, test } from 'vitest';
import { turningMove } from '../../../src/screens/review/turning-move.ts';
import { REVIEW_TURN_WORDS } from '../../../src/words/review-words.ts';
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
  test('no turn but a costly move: the button goes to the costliest move the progress line names', async () => {
    const model = await reviewWhere((m) => {
      const s = m.snapshot();
      return s.turns.length === 0 && s.review.worstMove([1]) !== null;
    });
    const shot = model.snapshot();
    const worst = shot.review.worstMove([1])!;
    const named = `costliest: move ${worst.index + 1}, ${worst.move}`;
    expect(shot.progress).toContain(`your ${named}`);
    expect(shot.turn).toEqual({ label: `Your ${named}`, ply: worst.index + 1 });
    expect(shot.turn!.label).not.toBe(REVIEW_TURN_WORDS.none);
    model.goToTurn();
    expect(model.snapshot().ply).toBe(worst.index + 1);
    expect(model.snapshot().line.words).toContain('your costliest move: it gave away');
  });

  test('the button goes where "See where it turned" goes, the move that took the game over to the opponent; the progress line names the costliest', async () => {
    // Reviewer 35 read "Where it turned: move 25" on the button while "See where it turned" had
    // opened move 31: one turning move for both, the costliest kept in the progress line.
    const model = await reviewWhere((m) => {
      const s = m.snapshot();
      const worst = s.review.worstMove([1]);
      const turned = turningMove(s.review, 1);
      return worst !== null && turned?.kind === 'lost' && turned.move.index !== worst.index;
    });
    const shot = model.snapshot();
    const worst = shot.review.worstMove([1])!;
    const turned = turningMove(shot.review, 1)!.move;
    expect(shot.progress).toContain(`your costliest: move ${worst.index + 1}, ${worst.move}`);
    expect(shot.turn).toEqual({
      label: `Where it turned: move ${turned.index + 1}, ${turned.move}`,
      ply: turned.index + 1,
    });
    model.go(0);
    model.goToTurn();
    expect(model.snapshot().ply).toBe(turned.index + 1);
    // Where it turned, then on a line of its own the better move and why.
    expect(model.snapshot().line.words).toMatch(
      new RegExp(`^Here it turned: ${turned.move}, from .+\\.\\n[a-e][1-5] .+\\.$`),
    );
  });

  test('a costliest move where the forecast turned: the button says where it turned, at that move', async () => {
    const model = await reviewWhere((m) => {
      const s = m.snapshot();
      const worst = s.review.worstMove([1]);
      const turned = turningMove(s.review, 1);
      return (
        worst !== null && s.turns.includes(worst.index) && (turned?.move.index ?? worst.index) === worst.index
      );
    });
    const shot = model.snapshot();
    const worst = shot.review.worstMove([1])!;
    expect(shot.progress).toContain(`your costliest: move ${worst.index + 1}, ${worst.move}`);
    expect(shot.turn).toEqual({
      label: `Where it turned: move ${worst.index + 1}, ${worst.move}`,
      ply: worst.index + 1,
    });
    model.goToTurn();
    expect(model.snapshot().line.words).toMatch(
      /^Here it turned: [a-e][1-5], from (level|winning by \d+|losing by \d+) to (level|winning by \d+|losing by \d+)\.\n[a-e][1-5] .+ better.+\.$/,
    );
  });

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
    expect(shot.chart.title).toBe('Who wins if neither slips: tap a move');
  });
});
