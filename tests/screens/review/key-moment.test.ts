// One key moment (screens/review/key-moment.ts), as Chess.com's Game Review leads with one: a
// reviewer read three different "worst moves" on one desktop review (the header's "your costliest:
// move 23", the button's "Where it turned: move 11", a 2-point slip, and the list's 6-point "big
// mistake" at 13). The progress line, the button under the chart, the list's mark and the results'
// "Review game" now name one move, chosen by one rule; the rest stand ranked under it by cost.
import { describe, expect, test } from 'vitest';
import { MARK_THRESHOLDS } from '../../../src/ai/coach/marks.ts';
import { keyMoment } from '../../../src/screens/review/key-moment.ts';
import { turningMove } from '../../../src/screens/review/turning-move.ts';
import type { ReviewModel } from '../../../src/screens/review/review-model.ts';
import { randomGame } from '../../e2e/random-games.ts';
import { finishedGame, reviewed } from './reviewed-game.ts';

/** Seeded random games on Flask 6 wide (the person first, against Easy), reviewed. */
async function* games(count: number): AsyncGenerator<ReviewModel> {
  for (let seed = 1; seed <= count; seed++)
    yield await reviewed(await finishedGame('flask:6x3', ['human', 'easy'], randomGame('flask:6x3', seed)));
}

describe('the review leads with one key moment', () => {
  test('the progress line, the button, the list and "Review game" name the same move', async () => {
    let checked = 0;
    let atTurn = 0;
    for await (const model of games(30)) {
      const shot = model.snapshot();
      const key = keyMoment(shot.review, [1]);
      if (!key) continue;
      checked++;
      const named = `move ${key.ply}, ${key.move.move}`;
      expect(shot.progress).toContain(`key moment: ${named}`);
      expect(shot.keyPly).toBe(key.ply);
      // The button from anywhere off the ranked moves goes there, by the same name.
      model.go(0);
      expect(model.snapshot().turn).toEqual({ label: `Key moment: ${named}`, ply: key.ply });
      // The list marks it, and only it.
      const rows = model.rows(shot.moves);
      expect(rows.filter((r) => r.key).map((r) => r.index)).toEqual([key.move.index]);
      expect(rows[key.move.index]!.words).toMatch(/key moment · /);
      // "Review game" opens there, its line led by it.
      model.openAtKeyMoment();
      expect(model.snapshot().ply).toBe(key.ply);
      expect(model.snapshot().line.words).toMatch(
        new RegExp(
          `^(Move ${key.ply}: \\S+ (gave away|turned the game|was )|Key moment: (your closest call|you found the best move)\\. ${key.ply}\\. )`,
        ),
      );
      // Where the person's own move turned the game, it is the key moment, even beside a costlier
      // mistake elsewhere, but where one move of theirs lost most of the margin.
      const turn = turningMove(shot.review, 1)?.move;
      if (turn?.mover === 1) {
        if (key.move.index === turn.index) atTurn++;
        else expect(key.why).toBe('fell');
      }
      expect(key.move.mover).toBe(1);
    }
    expect(checked).toBeGreaterThan(4);
    expect(atTurn).toBeGreaterThan(0);
  }, 120_000);

  test('the rest stand under it, costliest first: the button steps down them and back to the key moment', async () => {
    let stepped = 0;
    for await (const model of games(12)) {
      const shot = model.snapshot();
      const key = keyMoment(shot.review, [1]);
      if (!key) continue;
      model.openAtKeyMoment();
      const costs = [key.move.cost];
      for (let i = 0; i < 10; i++) {
        const turn = model.snapshot().turn!;
        if (turn.ply === key.ply) break;
        expect(turn.label).toMatch(/^Next costliest: move \d+, /);
        model.goToTurn();
        costs.push(shot.review.reviewed[turn.ply - 1]!.cost);
        expect(model.snapshot().line.words).toMatch(
          /^Next costliest, \d+ of \d+(: move \d+, |, move \d+\. )/,
        );
      }
      expect(model.snapshot().turn!.ply).toBe(key.ply);
      // Under the key moment (where the game turned, whatever it gave away), each gives away no more than the one before.
      for (let i = 2; i < costs.length; i++) expect(costs[i]!).toBeLessThanOrEqual(costs[i - 1]!);
      // Key moment first; the rest are a slip or worse, ranked by cost.
      if (costs.length > 1) stepped++;
      for (const c of costs.slice(1)) expect(c).toBeGreaterThanOrEqual(MARK_THRESHOLDS.inaccuracy);
    }
    expect(stepped).toBeGreaterThan(0);
  }, 120_000);
});
