// What the review names as the person's costliest move: only a sure move that gave away 2 points or
// more (an inaccuracy or worse). A game within a point of best says so; "See where it turned" never
// opens a move the review calls hard to judge, nor one that was nearly the best (review 29).
import { expect, test } from 'vitest';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { parseRules, Position, writeRecord } from '../../../src/engine/index.ts';
import { ReviewModel, type ReviewAnalyst } from '../../../src/screens/review/review-model.ts';
import { squares, until } from './reviewed-game.ts';

/** square:4, the person first: best moves from both sides but the person's d3 at move 3, which gave away 1 point. */
const MOVES = [
  'a4',
  'b4',
  'd3',
  'b3',
  'c3',
  'b2',
  'c2',
  'd2',
  'a2',
  'c4',
  'c1',
  'a3',
  'b1',
  'd4',
  'a1',
  'd1',
];

function record(): string {
  const p = new Position(parseRules('square:4'));
  for (const s of squares('square:4', MOVES)) p.play(s);
  return writeRecord(p);
}

/** A review of the game in Node whose moves' reviews pass through `change` first. */
async function reviewOf(change: (r: MoveReview) => MoveReview = (r) => r, turned = false, from?: number) {
  const analyst: ReviewAnalyst = {
    analyse: async (rec, onMove) => {
      for (const r of analyseRecord(rec)) onMove(change(r));
      return { done: true, ms: 0 };
    },
    cancel: () => {},
  };
  const model = new ReviewModel(() => analyst);
  const rec = record();
  model.open(
    { record: () => rec, players: ['human', 'easy'], position: { ply: 16 }, result: {} },
    undefined,
    {
      changed: () => {},
    },
  );
  if (from !== undefined) model.go(from);
  if (turned) model.seeWhereItTurned();
  await until(() => model.snapshot().end !== null, 'the review');
  return model;
}

test('a game within a point of best: the review says no costly moves, and names no costliest', async () => {
  const model = await reviewOf();
  const shot = model.snapshot();
  expect(shot.review.worstMove([1])).toMatchObject({ index: 2, move: 'd3', cost: 1, exact: true });
  expect(shot.review.costlyMove([1])).toBeNull();
  expect(shot.progress).toBe('16 moves reviewed · no costly moves');
  model.go(3);
  // It gave the game away, by that point: its line says where the game turned, not what it cost.
  expect(model.snapshot().line.words).toBe(
    '3. You: d3. Where it turned: from level to losing by 1 with best play.',
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

test('"See where it turned" opens the move after which the forecast went over to the opponent, not a costlier one that left the person ahead', async () => {
  // The person's move 3 gave away 6 and left them 3 ahead (reviewer 34's move 7); their move 7
  // gave away 4 and left them losing by 1, which the game ended by.
  const values = [3, 3, 9, 3, 3, 3, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1];
  const model = await reviewOf(forecastOf(values, { 2: 6, 6: 4 }), true);
  const shot = model.snapshot();
  expect(shot.review.costlyMove([1])!.index).toBe(2);
  expect(shot.ply).toBe(7);
  expect(shot.line.words).toBe(
    '7. You: c2. Where it turned: from winning by 3 to losing by 1 with best play.',
  );
});

test('"See where it turned" opens the costliest move when the forecast never went over', async () => {
  // Losing from the first move on: the person's move 3, which gave away 6, is the place to look.
  const values = [-1, -1, -1, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7];
  const model = await reviewOf(forecastOf(values, { 2: 6 }), true);
  const shot = model.snapshot();
  expect(shot.ply).toBe(3);
  expect(shot.line.words).toMatch(/^3\. You: d3, your costliest move: it gave away 6 points\./);
});
