// What the review names as the game's key moment (key-moment.ts): a sure move, never one the
// review calls hard to judge; a mistake or worse before where the game turned; a game within a
// point of best names where it turned, its line saying so, never "your costliest" (review 29).
import { expect, test } from 'vitest';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { reviewNearBest as reviewOf } from './reviewed-game.ts';
import { firstLook } from '../../../src/screens/review/turning-move.ts';

test('a game within a point of best: the key moment is where it turned, and names no costliest', async () => {
  const model = await reviewOf();
  const shot = model.snapshot();
  expect(shot.review.worstMove([1])).toMatchObject({ index: 2, move: 'd3', cost: 1, exact: true });
  expect(shot.review.costlyMove([1])).toBeNull();
  expect(shot.progress).toBe('16 moves reviewed · key moment: move 3, d3');
  model.go(3);
  // It gave the game away, by that point: its line says where the game turned, not what it cost.
  expect(model.snapshot().line.words).toBe(
    // Where it turned, and the better move under it: c4 scored as much now, so its reason is what it blocks.
    "Move 3: d3 turned the game\nFrom level to losing by 1.\nc4 was better (also +1 now): it blocks Easy's +3 there.",
  );
  expect(model.rows(3).find((r) => r.index === 2)!.words).toContain('1 point given away');
  expect(model.snapshot().turn?.label ?? '').not.toMatch(/costliest/i);
});

test('"See where it turned" never stays on, nor opens, a move the review calls hard to judge', async () => {
  // Move 5 (the person's c3) given a large estimated cost its chart does not show: hard to judge.
  // With the 1-point move made a best one, no sure move of the person's was costly.
  const model = await reviewOf(
    (r) =>
      r.index === 4
        ? { ...r, cost: 5, exact: false, valueExact: false }
        : r.index === 2
          ? { ...r, cost: 0 }
          : r,
    true,
    5,
  );
  const shot = model.snapshot();
  expect(shot.review.unsure(4)).toBe(true);
  expect(shot.ply).not.toBe(5);
  if (shot.ply < 16) expect(shot.review.unsure(shot.ply - 1)).toBe(false);
  expect(shot.progress).not.toMatch(/move 5\b/);
  expect(shot.turn?.ply ?? 0).not.toBe(5);
});

/** The game's reviews with the forecast before each move set to `values[i]` and move i's cost to `costs[i]` (else 0), all worked out. */
const forecastOf =
  (values: readonly number[], costs: Record<number, number>) =>
  (r: MoveReview): MoveReview => ({
    ...r,
    value: values[r.index]!,
    cost: costs[r.index] ?? 0,
    exact: true,
    valueExact: true,
  });

test("a loss's review opens the costliest move, even one made while still ahead, as its key moment, not where it turned", async () => {
  // The person's move 3 gave away 6 and left them 3 ahead; their move 7 gave away 4 and left them
  // losing by 1, which the game ended by. Reviewer 47a: the 10-point slip made while ahead teaches
  // more than the move where the forecast changed sides, so the results offer it first, by its name.
  const values = [3, 3, 9, 3, 3, 3, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1];
  const model = await reviewOf(forecastOf(values, { 2: 6, 6: 4 }), true);
  const shot = model.snapshot();
  expect(shot.review.costlyMove([1])!.index).toBe(2);
  expect(firstLook(shot.review, [1])).toEqual({ ply: 3, apart: true });
  expect(shot.ply).toBe(3);
  expect(shot.line.words).toMatch(/^Move 3: d3 gave away 6 points\n/);
  expect(shot.line.words).not.toMatch(/turned/);
  // Where it turned is one tap away under the chart, ranked under it, and says so there.
  expect(shot.turn).toEqual({ label: 'Next costliest: move 7, c2', ply: 7 });
  model.goToTurn();
  expect(model.snapshot().line.words).toBe(
    'Next costliest, 2 of 2, move 7. Here it turned: c2, from winning by 3 to losing by 1.',
  );
});

test('a loss uphill from the start: the review opens the costly move, never as the turn; the empty board says it was uphill', async () => {
  // The forecast never favoured the person (reviewer: an Expert game lost from move 1 said only
  // "your costliest: move 9"). Their move 3, which gave away 6, is named as their costliest, never as the turn.
  const values = [-1, -1, -1, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7];
  const model = await reviewOf(forecastOf(values, { 2: 6 }), true);
  expect(firstLook(model.snapshot().review, [1])).toEqual({ ply: 3, apart: true });
  expect(model.snapshot().ply).toBe(3);
  model.go(0);
  const shot = model.snapshot();
  expect(shot.line.words).toBe(
    'The empty board. With best play Easy wins from here: this game was uphill from the start, not lost by one move.',
  );
  expect(shot.turn).toEqual({ label: 'Key moment: move 3, d3', ply: 3 });
  model.go(3);
  expect(model.snapshot().line.words).toMatch(/^Move 3: d3 gave away 6 points\n/);
  expect(model.snapshot().line.words).not.toMatch(/turned/);
  // With no costly move, the review opens the empty board, which says the game was uphill.
  const even = await reviewOf(forecastOf(values, {}), true);
  expect(even.snapshot().ply).toBe(0);
  expect(even.snapshot().line.words).toMatch(/uphill from the start/);
});

test("a loss at the person's very first move says so, kindly, as early", async () => {
  // Level before the first move, lost after it for good.
  const values = [0, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2];
  const model = await reviewOf(forecastOf(values, { 0: 2 }), true);
  const shot = model.snapshot();
  expect(shot.ply).toBe(1);
  expect(shot.line.words).toBe(
    'Move 1: a4 turned the game\nFrom level to losing by 2, already at your first move: hard to see so early.\n' +
      'b4 was better (also +1 now): it has five empty squares around it to grow into.',
  );
  expect(shot.turn).toEqual({ label: 'Key moment: move 1, a4', ply: 1 });
});

test('after a win, where it turned is where the person took the lead for good; their closest call is the key moment', async () => {
  // The person plays second and wins by 1, as recorded. Their move 2 gave 4 away (the reviewer's
  // "Where it turned: move 1" after a win); Easy's move 7 gave the lead back to them for good.
  const values = [0, 0, 4, 4, 4, 4, 4, -1, -1, -1, -1, -1, -1, -1, -1, -1];
  const model = await reviewOf(forecastOf(values, { 1: 4, 6: 5 }), false, undefined, ['easy', 'human']);
  const shot = model.snapshot();
  const [one, two] = shot.review.scores.at(-1)!;
  expect(two - one).toBe(1);
  // A win's key moment is kind and the person's own: not Easy's slip at move 7 nor their
  // 4-point move 2, but their closest call, behind by 4 at move 4 and met with the best move.
  expect(shot.turn).toMatchObject({ label: expect.stringMatching(/^Key moment: move 4, /), ply: 4 });
  model.go(4);
  expect(model.snapshot().line.words).toMatch(
    /^Key moment: your closest call\. 4\. \w+ was the best move and kept you in it, on track to lose by 4\.$/,
  );
  model.go(7);
  expect(model.snapshot().line.words).toBe(
    '7. Easy: c2 turned it your way: from losing by 4 to winning by 1.',
  );
  // With no such move (the person ahead all along), nothing is named the turn.
  const ahead = await reviewOf(
    forecastOf(
      values.map(() => -1),
      { 1: 3 },
    ),
    false,
    undefined,
    ['easy', 'human'],
  );
  expect(ahead.snapshot().turn?.label ?? '').not.toMatch(/turned/);
});

test('in a game lost by far, "same winner" stands on the costly row in play only, not as a refrain down the list', async () => {
  const values = Array.from({ length: 16 }, () => -30);
  const model = await reviewOf(forecastOf(values, { 2: 3, 6: 3 }), true);
  const review = model.snapshot().review;
  expect([review.hardlyMoved(2), review.hardlyMoved(6)]).toEqual([true, true]);
  model.go(3);
  const row = (i: number) => model.rows(9).find((r) => r.index === i)!.words;
  expect(row(2)).toMatch(/3 points given away, same winner$/);
  expect(row(6)).toMatch(/3 points given away$/);
  model.go(7);
  expect(row(6)).toMatch(/same winner$/);
  expect(row(2)).not.toMatch(/same winner/);
});

test("a chart that slides to level at the other side's move turns at the person's next move, the one the words say took it below level", async () => {
  // 3 ahead, then "level" (-0.3) after Easy's move 6, then losing by 5 after the person's move 7.
  const values = [3, 3, 3, 3, 3, 3, -0.3, -5, -5, -5, -5, -5, -5, -5, -5, -5];
  const model = await reviewOf(forecastOf(values, { 6: 5 }), true);
  model.openAtKeyMoment();
  const shot = model.snapshot();
  expect(shot.ply).toBe(7);
  expect(shot.line.words).toMatch(/^Move 7: [a-d]\d turned the game\nFrom level to losing by 5\./);
  expect(shot.turn).toMatchObject({ ply: 7 });
});
