// A lead on the score that did not hold (review 48a: a draw after leading by 19, the card said "No
// move cost you much" and the review's "Where it turned" named Medium's move): the card names the
// person's own costliest move, and the review's first look and its button under the chart open the
// same move; the other side's turn is said as theirs ("turned it your way").
import { expect, test } from 'vitest';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { GameReview } from '../../../src/game/review.ts';
import { leadCost, largestLead } from '../../../src/screens/results/lead-cost.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { howYouPlayedWords } from '../../../src/words/how-you-played-words.ts';
import { firstLook } from '../../../src/screens/review/turning-move.ts';
import { ReviewModel, type ReviewAnalyst } from '../../../src/screens/review/review-model.ts';
import { until } from '../review/reviewed-game.ts';

/** square:4 played to a 36-36 draw; player 1 led by 12 after move 15. */
const RECORD = 'square:4 b3 c4 b4 a3 b1 c3 a1 d2 d3 d1 d4 a4 a2 c1 b2 c2';

/** Medium wins by 1 with best play until its move 8 (d2) gives 2 away; the person's move 13 (a2) gives 1 back: a draw. */
const DRAWN = { values: [-1, -1, -1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1, 0, 0, 0], costs: { 7: 2, 12: 1 } };

function withValues(values: readonly number[], costs: Record<number, number>) {
  return (r: MoveReview): MoveReview => ({
    ...r,
    value: values[r.index]!,
    cost: costs[r.index] ?? 0,
    exact: true,
    valueExact: true,
  });
}

function reviewOf(values: readonly number[], costs: Record<number, number>): GameReview {
  const review = new GameReview(RECORD);
  for (const r of analyseRecord(RECORD, { nodes: 200, exactNodes: 2000, deepNodes: 0 }))
    review.add(withValues(values, costs)(r));
  return review;
}

test('lead-cost - the largest lead on the score, and the person’s own costliest move after a draw', () => {
  const review = reviewOf(DRAWN.values, DRAWN.costs);
  expect(largestLead(review.scores, 1)).toEqual({ lead: 12, after: 15 });
  const lost = leadCost(review, 1)!;
  expect(lost.lead).toBe(12);
  expect(lost.move).toMatchObject({ index: 12, move: 'a2', mover: 1, cost: 1 });
  expect(lost.turned).toBe('win');
  // Player 2 never led by a clear margin: nothing to say for them.
  expect(leadCost(review, 2)).toBeNull();
});

test('lead-cost - the draw card names the move that gave the win away, never "No move cost you much"', () => {
  const review = reviewOf(DRAWN.values, DRAWN.costs);
  const line = howYouPlayed({ players: ['human', 'medium'], rules: 'square:4', winner: 0 }, review)!;
  expect(line).toBe('Move 13, a2, gave away the win (1 point).');
  expect(line).not.toMatch(/No move cost you much/);
  // The review opens the same move first, named as the costliest, not the other side's d2.
  expect(firstLook(review, [1])).toEqual({ ply: 13, apart: true });
});

test('lead-cost - no move of the person’s gave anything away: said honestly, and no costly move is made up', () => {
  const review = reviewOf(new Array(16).fill(0), {});
  const drawn = {
    players: ['human', 'medium'] as ['human', 'medium'],
    rules: 'square:4',
    winner: 0 as const,
  };
  // Every move the best: a perfect game, whatever the score said on the way.
  expect(howYouPlayed(drawn, review)).toBe('Every move was the best: a perfect game');
  expect(leadCost(review, 1)).toMatchObject({ lead: 12, move: null, turned: null });
  // Some moves nearly the best, none giving a point away: no move of theirs lost the lead.
  const count = {
    moves: 8,
    judged: 8,
    best: 6,
    slips: 0,
    given: 0,
    exact: true,
    costInPoints: true,
    heldPerfect: false,
    leadLost: { lead: 12, move: null, turned: null },
  };
  expect(howYouPlayedWords(count)).toBe('No move of yours lost it: with best play it was level all along.');
  // A game the person won says nothing of a lead lost.
  const won = howYouPlayed({ ...drawn, winner: 1 }, reviewOf(DRAWN.values, DRAWN.costs))!;
  expect(won).not.toMatch(/lost it|gave away/);
});

test('lead-cost - the review’s button under the chart names the person’s own move, the key moment; the other side’s turn is said as theirs', async () => {
  const analyst: ReviewAnalyst = {
    analyse: async (rec, onMove) => {
      for (const r of analyseRecord(rec, { nodes: 200, exactNodes: 2000, deepNodes: 0 }))
        onMove(withValues(DRAWN.values, DRAWN.costs)(r));
      return { done: true, ms: 0 };
    },
    cancel: () => {},
  };
  const model = new ReviewModel(() => analyst);
  model.open(
    { record: () => RECORD, players: ['human', 'medium'], position: { ply: 16 }, result: {} },
    undefined,
    {
      changed: () => {},
    },
  );
  await until(() => model.snapshot().end !== null, 'the review');
  expect(model.snapshot().turn).toEqual({ label: 'Key moment: move 13, a2', ply: 13 });
  // Medium's d2 (move 8) took the chart over to the person: said so from their side.
  model.go(8);
  expect(model.snapshot().line.words).toMatch(
    /^8\. Medium: d2 turned it your way: from losing by 1 to winning by 1\./,
  );
});
