// The review's line under a costly move that scored more at once than the better move: the contrast
// ("c5 scored +10 now, but b2 was worth 8 more by the end"), never a reason that makes the move played sound
// better, and the game's own reply where it shows why ("Easy answered b2 for +12"). And a loss whose
// chart changed sides only at a hard-to-judge move: "See where it turned" opens there, said as a close guess.
import { expect, test } from 'vitest';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { scoreNow } from '../../../src/ai/coach/score-now.ts';
import { squareName } from '../../../src/engine/index.ts';
import { GameReview } from '../../../src/game/review.ts';
import { betterWords } from '../../../src/screens/review/better-move.ts';
import { firstLook } from '../../../src/screens/review/turning-move.ts';
import { CLOSE_GUESS_WORDS } from '../../../src/words/review-words.ts';
import { nearBestRecord, reviewNearBest } from './reviewed-game.ts';

const who = { names: ['You', 'Easy'] as const, humans: [true, false] as const };

function reviewed(): GameReview {
  const review = new GameReview(nearBestRecord());
  for (const r of analyseRecord(review.record)) review.add(r);
  return review;
}

/** The person's moves (as reviewed) whose reply by Easy scored less at once, on its square, than the move played. */
function lessScoringReplies(review: GameReview) {
  return review.reviewed
    .filter((r): r is MoveReview => r !== undefined && r.mover === 1 && r.index + 1 < review.moves.length)
    .map((r) => {
      const before = review.positionAt(r.index);
      const reply = review.moves[r.index + 1]!;
      return { r, before, reply, name: squareName(before.layout, reply) };
    })
    .filter(
      ({ r, before, reply }) =>
        before.owner[reply] === 0 && scoreNow(before, reply) < scoreNow(before, r.square),
    );
}

test('a move that scored more now than the better one: the contrast, and the reply that took the better square', () => {
  const review = reviewed();
  const found = lessScoringReplies(review);
  expect(found.length).toBeGreaterThan(0);
  for (const { r, before, name } of found) {
    const shown: MoveReview = { ...r, best: [name], cost: 3, exact: true };
    const playedNow = scoreNow(before, r.square);
    const after = review.positionAt(r.index + 1);
    const replyNow = scoreNow(after, review.moves[r.index + 1]!);
    expect(betterWords(review, shown, who)).toBe(
      `\n${r.move} scored +${playedNow} now, but ${name} was worth 3 more by the end: Easy answered ${name}${replyNow > 0 ? ` for +${replyNow}` : ''}.`,
    );
    // The computer's estimate is said with "about"; no reason for the better move is given.
    const estimate = betterWords(review, { ...shown, cost: 2.6, exact: false }, who);
    expect(estimate).toContain(`but ${name} was worth about 3 more by the end`);
    expect(estimate).not.toMatch(/was better/);
  }
});

test('without a reply that shows it, the contrast and what the better move blocks or sets up; a better move scoring as much now says its real reason', () => {
  const review = reviewed();
  const { r, before } = lessScoringReplies(review)[0]!;
  const reply = review.moves[r.index + 1]!;
  // Another empty square scoring less now than the move played, not the reply's.
  const other = before
    .legalMoveList()
    .find((s) => s !== reply && s !== r.square && scoreNow(before, s) < scoreNow(before, r.square))!;
  const name = squareName(before.layout, other);
  expect(betterWords(review, { ...r, best: [name], cost: 5, exact: true }, who)).toMatch(
    new RegExp(
      `^\\n${r.move} scored \\+${scoreNow(before, r.square)} now, but ${name} was worth 5 more by the end: it (blocks Easy's \\+\\d+ there|.+)\\.$`,
    ),
  );
  const richer = before
    .legalMoveList()
    .find((s) => s !== r.square && scoreNow(before, s) >= scoreNow(before, r.square));
  if (richer !== undefined) {
    const line = betterWords(
      review,
      { ...r, best: [squareName(before.layout, richer)], cost: 5, exact: true },
      who,
    );
    // Scoring more now, its own reason; scoring the same now, the points are said as no reason and the real one follows.
    expect(line).toMatch(
      scoreNow(before, richer) > scoreNow(before, r.square)
        ? /^\n[a-d]\d was better: .+\.$/
        : new RegExp(`^\\n[a-d]\\d was better \\(also \\+${scoreNow(before, r.square)} now\\): .+\\.$`),
    );
  }
});

test('a loss whose chart changed sides only at a hard-to-judge move: its key moment is there, as a close guess, and the button agrees', async () => {
  // The person's move 5 (c3) is the computer's estimate: the chart falls from 3 ahead to 2 behind
  // across it while its cost says 0, so the review calls it hard to judge. No move was costly.
  const values = [3, 3, 3, 3, 3, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2];
  const change = (r: MoveReview): MoveReview => ({
    ...r,
    value: values[r.index]!,
    cost: 0,
    exact: r.index !== 4,
    valueExact: r.index !== 4,
  });
  const model = await reviewNearBest(change, true);
  const shot = model.snapshot();
  expect(shot.review.unsure(4)).toBe(true);
  expect(shot.review.turns()).toEqual([]);
  expect(shot.ply).toBe(5);
  expect(shot.line.words).toMatch(/^Move 5: c3 turned the game\nFrom winning by \d+ to losing by 2/);
  expect(shot.line.words).toContain(`${CLOSE_GUESS_WORDS}.`);
  model.go(0);
  expect(model.snapshot().turn).toEqual({ label: 'Key moment: move 5, c3', ply: 5 });
});

test("the key moment is the chart's crossing, said so, not a 2-point slip before it (move 3 while the chart crossed at 13)", async () => {
  // The person's move 3 gave away 2, worked out (the chart falls from 5 to 3 ahead, still theirs);
  // their move 5 is the estimate across which the chart goes over, from 3 ahead to 2 behind, for good.
  const values = [5, 5, 5, 3, 3, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2];
  const change = (r: MoveReview): MoveReview => ({
    ...r,
    value: values[r.index]!,
    cost: r.index === 2 ? 2 : 0,
    exact: r.index !== 4,
    valueExact: r.index !== 4,
  });
  const model = await reviewNearBest(change);
  model.openAtKeyMoment();
  const shot = model.snapshot();
  expect(shot.review.costlyMove([1])!.index).toBe(2);
  expect(shot.ply).toBe(5);
  expect(shot.line.words).toMatch(/^Move 5: c3 turned the game\nFrom winning by \d+ to losing by 2/);
  // A 2-point slip teaches less than the turn: ranked under it, one tap away.
  expect(firstLook(shot.review, [1])).toEqual({ ply: 5, apart: false });
  expect(shot.turn).toMatchObject({
    label: expect.stringMatching(/^Next costliest: move 3, /),
    ply: 3,
  });
  model.goToTurn();
  expect(model.snapshot().line.words).toMatch(/^Next costliest, 2 of 2: move 3, [a-d]\d, a slip/);
});
