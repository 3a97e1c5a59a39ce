// How the person played, on the results: counted from the review once it has judged every move,
// leaving out the moves it calls hard to judge, and said in a player's words.
import { describe, expect, test } from 'vitest';
import { GameReview } from '../../../src/game/review.ts';
import { reviewOf as reviewWith } from '../../game/review-of.ts';
import { analyseRecord } from '../../../src/ai/coach/analyse.ts';
import { costly, howYouPlayed, playedCount } from '../../../src/screens/results/how-you-played.ts';
import { MARK_THRESHOLDS } from '../../../src/ai/coach/marks.ts';
import type { PlayerId } from '../../../src/game/players.ts';
import { howYouPlayedWords } from '../../../src/words/how-you-played-words.ts';

// Player 1 never leads by a clear margin here (a lead lost is said apart: lead-cost.test.ts).
const RECORD = 'grid:2x4 c2 b1 a1 a2 d1 b2 d2 c1';

/** A review of RECORD with these values and costs for its eight moves (player 1 moves first). */
const reviewOf = (values: number[], costs: number[], exact = true): GameReview =>
  reviewWith(RECORD, values, costs, exact);

const game = (players: [PlayerId, PlayerId], winner: 0 | 1 | 2 = 2, rules = 'grid:2x4') => ({
  players,
  rules,
  winner,
});

describe('how you played', () => {
  test('a perfect game: every move best; a draw held against Perfect where best play draws says no one does better', () => {
    const review = reviewOf([-7, -7, -7, -7, -7, -7, -7, -7], [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(howYouPlayed(game(['human', 'easy']), review)).toBe('Every move was the best: a perfect game');
    // Square 4×4 is a draw with best play: a draw with every move best against Perfect is all there is.
    expect(howYouPlayed(game(['perfect', 'human'], 0, 'square:4'), review)).toBe(
      'Every move was the best: no one can do better here',
    );
    // The same draw against Expert, or on a board best play does not draw, is still a perfect game.
    expect(howYouPlayed(game(['expert', 'human'], 0, 'square:4'), review)).toBe(
      'Every move was the best: a perfect game',
    );
  });

  test('one slip: its points said; the opponent’s slips are not the person’s', () => {
    const review = reviewOf([0, 0, 0, 0, 0, -2, -2, -2], [0, 3, 0, 0, 2, 0, 0, 0]);
    // Lost by 2: the slip's points are the whole margin.
    expect(howYouPlayed({ ...game(['human', 'medium']), scores: [5, 7] }, review)).toBe(
      '1 move cost you 2 points.',
    );
    // As player 2 (and the loser, by 3) the person made one slip of 3.
    expect(howYouPlayed({ ...game(['medium', 'human'], 1), scores: [9, 6] }, review)).toBe(
      '1 move cost you 3 points.',
    );
  });

  test('after a win, what went well first and the costly moves offered, not billed; a cost past the score is not said in points', () => {
    const review = reviewOf([0, 0, 0, 0, 0, -2, -2, -2], [0, 3, 0, 0, 2, 0, 0, 0]);
    // The person is player 2 and won (reviewer 33: "Two moves cost you about 63 points" after 222-0).
    expect(howYouPlayed(game(['medium', 'human'], 2), review)).toBe(
      '1 move could have been better: see the review.',
    );
    // A loss says the points, where they make sense beside the score.
    expect(howYouPlayed({ ...game(['medium', 'human'], 1), scores: [9, 7] }, review)).toBe(
      '1 move cost you 3 points.',
    );
    // Beside a score of 2-0, a cost of 3 points reads as nonsense: offered instead.
    expect(howYouPlayed({ ...game(['medium', 'human'], 1), scores: [2, 0] }, review)).toBe(
      '1 move could have been better: see the review.',
    );
  });

  test('a slip is what the review calls costly: one threshold for both, a 1-point move is nearly the best', () => {
    const under = MARK_THRESHOLDS.inaccuracy - 1;
    // The person (player 1) gave away 1 point once: nearly the best, not a slip, and not the review's costliest.
    const near = reviewOf([0, 0, 0, 0, 0, 0, 0, 0], [0, 0, under, 0, 0, 0, 0, 0]);
    expect(near.costlyMove([1])).toBeNull();
    expect(playedCount(game(['human', 'easy']), near)).toMatchObject({ best: 3, slips: 0, given: 0 });
    expect(howYouPlayed({ ...game(['human', 'easy']), scores: [7, 8] }, near)).toBe('No move cost you much.');
    expect(howYouPlayed(game(['human', 'easy']), near, true)).toBe('Good moves: all 4');
    // At the threshold the move is a slip here and the costliest in the review.
    const at = reviewOf([0, 0, 0, 0, 0, 0, 0, 0], [0, 0, MARK_THRESHOLDS.inaccuracy, 0, 0, 0, under, 0]);
    expect(at.costlyMove([1])?.index).toBe(2);
    expect(howYouPlayed({ ...game(['human', 'easy']), scores: [7, 9] }, at)).toBe(
      `1 move cost you ${MARK_THRESHOLDS.inaccuracy} points.`,
    );
    expect(howYouPlayed(game(['human', 'easy']), at, true)).toBe('Good moves: 3 of 4');
    expect([0, under, MARK_THRESHOLDS.inaccuracy].map(costly)).toEqual([false, false, true]);
  });

  test('a real review of a played game: the count agrees with the costs it gave', () => {
    const review = new GameReview(RECORD);
    for (const r of analyseRecord(RECORD)) review.add(r);
    const mine = review.reviewed.filter((r) => r!.mover === 1);
    const slips = mine.filter((r) => costly(r!.cost));
    expect(slips.length).toBeGreaterThan(0);
    const count = playedCount(game(['human', 'hard']), review)!;
    expect(count).toMatchObject({ moves: 4, judged: 4, slips: slips.length });
    expect(count.best).toBe(mine.filter((r) => r!.cost === 0).length);
    expect(count.given).toBe(slips.reduce((sum, r) => sum + r!.cost, 0));
    expect(howYouPlayed(game(['human', 'hard']), review)).toMatch(
      new RegExp(`^${slips.length} moves? cost you ${count.given} points?\\.$`),
    );
  });

  test('a long game of estimates: moves hard to judge are left out; where they are most, nothing is said', () => {
    // An estimate that jumps 10 points at move 3 beside a cost of 0: the moves around it are unsure.
    const some = reviewOf([-4, -4, 6, -4, -4, -4, -4, -7], [0, 0, 0, 0, 0, 0, 3, 0], false);
    const unsureMine = [0, 2, 4, 6].filter((i) => some.unsure(i)).length;
    expect(unsureMine).toBeGreaterThan(0);
    expect(unsureMine * 2).toBeLessThanOrEqual(4);
    const line = howYouPlayed(game(['human', 'expert']), some)!;
    // The results never count the moves judged: that detail is the review's.
    expect(line).not.toMatch(/judged|Good moves/);
    // One source: the results' counts are the review's shown marks (its list and its line), move for move.
    const count = playedCount(game(['human', 'expert']), some)!;
    const marks = [0, 2, 4, 6].map((i) => some.shownMark(i));
    expect(count.judged).toBe(4 - unsureMine);
    expect(count.moves - count.judged).toBe(marks.filter((m) => m === null).length);
    expect(count.slips).toBe(
      marks.filter((m) => m === 'inaccuracy' || m === 'mistake' || m === 'blunder').length,
    );
    expect(count.best).toBe(marks.filter((m) => m === 'best').length);
    // An estimate's points are said as "about".
    expect(some.unsure(6)).toBe(false);
    // Lost by 7 (the record): best play had Expert 4 ahead before the first move, said first.
    expect(line).toBe('Expert was ahead from the start, and 1 move cost you about 3 points.');
    const most = reviewOf([-4, -4, 6, -4, -4, 6, -4, -7], [0, 0, 0, 0, 0, 0, 0, 0], false);
    expect([0, 2, 4, 6].filter((i) => most.unsure(i)).length * 2).toBeGreaterThan(4);
    expect(howYouPlayed(game(['human', 'expert']), most)).toBeNull();
  });

  test('a loss by more than the costly moves cost sets their points beside the margin, each number labelled', () => {
    // The person (player 1) slipped once for 3 and gave a point away twice more; lost by 10.
    const costs = [0, 0, 3, 0, 1, 0, 1, 0];
    const level = reviewOf([0, 0, 0, -3, -3, -4, -4, -5], costs);
    const lost = (scores: [number, number], review = level) =>
      howYouPlayed({ ...game(['human', 'medium']), scores }, review)!;
    expect(lost([10, 20])).toBe('1 move cost you 3 points of the 10 you lost by.');
    // Behind by 5 with best play before the first move: the seat, said first.
    const behind = reviewOf([-5, -5, -5, -8, -8, -9, -9, -10], costs);
    expect(lost([10, 20], behind)).toBe('Medium was ahead from the start, and 1 move cost you 3 points.');
    // One sentence, whatever the margin, and no bare number: each is moves, points or the margin.
    for (const margin of [4, 5, 8, 10, 13, 40])
      for (const review of [level, behind]) {
        const line = lost([0, margin], review);
        expect(line.split('\n')).toHaveLength(1);
        expect(line.replace(/\d+ moves? |\d+ points?|the \d+ you lost by/g, '')).not.toMatch(/\d/);
      }
    // No costly move at all: the whole margin went a little at a time.
    const small = reviewOf([0, 0, 0, -1, -1, -2, -2, -3], [0, 0, 1, 0, 1, 0, 1, 0]);
    expect(lost([0, 9], small)).toBe('No big mistake: you lost by 9 points a little at a time.');
    // A margin the costly moves cover says no more; a win says nothing of it.
    expect(lost([0, 4])).toBe('1 move cost you 3 points.');
    expect(howYouPlayed({ ...game(['human', 'medium'], 1), scores: [20, 10] }, level)).not.toMatch(/lost by/);
  });

  test('a loss with no costly move where best play had the opponent ahead from the start says so', () => {
    // A capture game lost 0 to 112: 5 of 8 moves judged, each the best; best play had Hard 38 ahead.
    const count = { moves: 8, judged: 5, best: 5, slips: 0, given: 0, exact: true, costInPoints: true };
    const words = howYouPlayedWords({
      ...count,
      heldPerfect: false,
      lostBy: 112,
      behind: 38,
      opponent: 'Hard',
    });
    expect(words).toBe('Hard was ahead from the start: no move of yours cost much.');
    expect(howYouPlayedWords({ ...count, heldPerfect: false }, true)).toBe('No move cost you much');
  });

  test('nothing before the review has every move, and nothing between two people or for a watched game', () => {
    const review = new GameReview(RECORD);
    const all = [...analyseRecord(RECORD)];
    for (const r of all.slice(0, 7)) review.add(r);
    expect(howYouPlayed(game(['human', 'easy']), review)).toBeNull();
    review.add(all[7]!);
    expect(howYouPlayed(game(['human', 'easy']), review)).not.toBeNull();
    expect(howYouPlayed(game(['human', 'human']), review)).toBeNull();
    expect(howYouPlayed(game(['easy', 'hard']), review)).toBeNull();
  });
});

test('how you played - after a win the costly moves are offered, and the short form counts the good moves', () => {
  const count = {
    moves: 10,
    judged: 10,
    best: 7,
    slips: 3,
    given: 6,
    exact: true,
    costInPoints: false,
    heldPerfect: false,
  };
  expect(howYouPlayedWords(count)).toBe('3 moves could have been better: see the review.');
  expect(howYouPlayedWords(count, true)).toBe('Good moves: 7 of 10');
  expect(howYouPlayedWords({ ...count, best: 7, slips: 0, given: 0 })).toBe('No move cost you much.');
  // Not every move judged: the short form counts the costly ones, never "judged".
  expect(howYouPlayedWords({ ...count, judged: 8 }, true)).toBe('3 costly moves');
});
