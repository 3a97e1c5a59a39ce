// The game under review: positions and scores along the way, the person's worst move, and what a
// retried move is told.
import { describe, expect, test } from 'vitest';
import { GameReview, HARDLY_MOVED, retryVerdict, TURN_SWING } from '../../src/game/review.ts';
import { verdictQuestion } from '../../src/screens/review/retry-model.ts';
import { analyseRecord, type MoveReview } from '../../src/ai/coach/analyse.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { reviewOf } from './review-of.ts';

const RECORD = 'grid:2x4 a1 b2 a2 d1 b1 c2 d2 c1';

describe('game review', () => {
  test('positions and scores at every ply; moves counted as they arrive, done at the last', () => {
    const review = new GameReview(RECORD);
    expect(review.moves).toEqual(replayRecord(RECORD).moves());
    expect(review.positionAt(3).moves()).toEqual(review.moves.slice(0, 3));
    expect(review.scores.at(-1)).toEqual([replayRecord(RECORD).score(1), replayRecord(RECORD).score(2)]);
    const all = [...analyseRecord(RECORD)];
    for (const r of all.slice(0, 5)) review.add(r);
    expect(review.count).toBe(5);
    expect(review.done).toBe(false);
    // A review of another game's move is not taken.
    review.add({ ...all[6]!, square: (all[6]!.square + 1) % 8 });
    expect(review.reviewed[6]).toBeUndefined();
    for (const r of all) review.add(r);
    expect(review.done).toBe(true);
  });

  test("the costliest move: the player's move that gave most points away, wherever the lead changed", () => {
    const withValues = (values: number[], costs: number[]) => reviewOf(RECORD, values, costs);
    // Far ahead until move 5 (index 4) threw 19 points of the lead away; the forecast only said
    // "lost" after move 7 (index 6, 2 points): the costliest is move 5, not where the lead changed.
    const lead = withValues([20, 20, 20, 20, 20, 1, 0, -2], [0, 0, 0, 0, 19, 0, 2, 0]);
    expect(lead.worstMove([1])?.index).toBe(4);
    // A slip from level to 3 behind, then a larger one once behind: the larger one.
    const slips = withValues([2, 2, 0, 0, 0, -3, -4, -10], [0, 0, 0, 0, 3, 0, 6, 0]);
    expect(slips.worstMove([1])?.index).toBe(6);
    // Only the named players' moves count; player 2 gave nothing away.
    expect(slips.worstMove([2])).toBeNull();
    expect(slips.worstMove([1, 2])?.index).toBe(6);
  });

  test('every move is marked on one scale, points given away; one that hardly moved the forecast says so', () => {
    const [one, two] = new GameReview(RECORD).scores.at(-1)!;
    expect(one - two).toBe(-7);
    const withValues = (values: number[], costs: number[]) => reviewOf(RECORD, values, costs);
    // Player 2 far ahead: its move 2 (index 1) gives away 8 points, -60 to -52. Player 1's move 3
    // gives away 7: the key's scale (6+ a blunder) marks both alike, whoever is a person.
    const far = withValues([-60, -60, -52, -52, -52, -52, -52, -52], [0, 8, 7, 0, 0, 0, 0, 0]);
    expect(far.markFor(1)).toBe('blunder');
    expect(far.markFor(2)).toBe('blunder');
    // Hardly a move of the bar: the words say so beside the mark.
    expect(far.forecastFall(1)).toBeLessThan(HARDLY_MOVED);
    expect(far.hardlyMoved(1)).toBe(true);
    // Shown, it is at most a mistake: never "big" where it did not change who wins.
    expect(far.shownMark(1)).toBe('mistake');
    // Near level, the same 8 points turn the forecast: a blunder, and nothing more to say.
    const level = withValues([-2, -2, 6, 6, 6, 6, 6, 6], [0, 8, 0, 0, 0, 0, 0, 0]);
    expect(level.forecastFall(1)).toBeGreaterThan(0.3);
    expect(level.markFor(1)).toBe('blunder');
    expect(level.hardlyMoved(1)).toBe(false);
    expect(level.shownMark(1)).toBe('blunder');
    // A best move stays best and says nothing of the forecast; a move not reviewed has no mark.
    expect(level.markFor(0)).toBe('best');
    expect(level.hardlyMoved(0)).toBe(false);
    expect(new GameReview(RECORD).markFor(0)).toBeNull();
  });

  test('the worst move of the given players, the earliest of equals; none when all were best', () => {
    const review = new GameReview(RECORD);
    const at = (index: number, cost: number): MoveReview => ({
      index,
      mover: index % 2 === 0 ? 1 : 2,
      square: review.moves[index]!,
      move: '',
      best: [],
      cost,
      exact: true,
      value: 0,
    });
    [at(0, 0), at(1, 3), at(2, 9), at(3, 5), at(5, 5)].forEach((r) => review.add(r));
    expect(review.worstMove([2])?.index).toBe(3);
    expect(review.worstMove([1])?.index).toBe(2);
    expect(review.worstMove([1, 2])?.index).toBe(2);
    const clean = new GameReview(RECORD);
    clean.add(at(1, 0));
    expect(clean.worstMove([2])).toBeNull();
  });

  test.each([
    [
      { cost: 0, move: 'd4' },
      "d4: you found the best move. By the game's end it is worth 5 points more than c3, not always at once.",
    ],
    [
      { cost: 0, move: 'e5' },
      "e5: as good as the best move. By the game's end it is worth 5 points more than c3, not always at once.",
    ],
    [
      { cost: 2, move: 'e5', exact: false },
      'e5 gives away about 2 points; the best was d4. Better than c3 (5 points).',
    ],
    [{ cost: 7, move: 'e5' }, 'e5 gives away 7 points; the best was d4.'],
    [{ cost: 8.2, move: 'e5', exact: false }, 'e5 gives away about 8 points; the best was d4.'],
    [
      { cost: 0.3, move: 'e5', exact: false },
      'e5 gives away less than a point; the best was d4. Better than c3 (5 points).',
    ],
  ])('retry verdict %j', (retried, words) => {
    const original: MoveReview = {
      index: 4,
      mover: 1,
      square: 0,
      move: 'c3',
      best: ['d4'],
      cost: 5,
      exact: true,
      value: 0,
    };
    expect(retryVerdict(original, { ...original, exact: true, ...retried })).toBe(words);
  });

  test('retry verdict - an estimated cost is said as "about"; a retried best move is told so', () => {
    const original: MoveReview = {
      index: 4,
      mover: 1,
      square: 0,
      move: 'b5',
      best: ['d4'],
      cost: 7.4,
      exact: false,
      value: 0,
    };
    expect(retryVerdict(original, { ...original, move: 'd4', cost: 0 })).toBe(
      "d4: you found the best move. By the game's end it is worth about 7 points more than b5, not always at once.",
    );
  });

  test('retry verdict after a hint or Best moves: the best move was shown, not found; the next one is theirs to find', () => {
    const original: MoveReview = {
      index: 4,
      mover: 1,
      square: 0,
      move: 'b5',
      best: ['d4'],
      cost: 3,
      exact: true,
      value: 0,
    };
    const best = retryVerdict(original, { ...original, move: 'd4', cost: 0 }, true);
    expect(best).toBe(
      "d4: the best move, with a little help. By the game's end it is worth 3 points more than b5, not always at once. Next time, try to find it on your own.",
    );
    expect(verdictQuestion(best).title).toBe('d4: the best move, with a little help.');
    expect(retryVerdict(original, { ...original, move: 'e2', cost: 0 }, true)).toMatch(
      /^e2: as good as the best, with a little help\. .* Next time, try to find it on your own\.$/,
    );
    // A move that still gives something away is said as it is, helped or not.
    expect(retryVerdict(original, { ...original, move: 'e5', cost: 1 }, true)).toBe(
      retryVerdict(original, { ...original, move: 'e5', cost: 1 }),
    );
  });
});

describe('where the game turned', () => {
  const withValues = (values: number[], costs: number[]) => reviewOf(RECORD, values, costs);

  test('the forecast at every ply, the final score at the end; the turns are where it named another winner, the largest swings first', () => {
    // The game ends 7 behind for player 1. Ahead by 6 until move 3 (index 2) threw it to 2
    // behind (8 points given away); move 5 (a best move) brought it to 1 behind, player 2's move 6
    // to level (1 point given away) for one move only, move 7 back to 2 behind: the chart settled on
    // player 2 after move 3, and a level for one move is no turn either way. A fall from 2 to 7
    // behind changes no winner.
    const review = withValues([6, 6, 6, -2, -2, -1, 0, -2], [0, 0, 8, 0, 0, 1, 0, 5]);
    expect(review.forecastAt(0)).toBe(6);
    expect(review.forecastAt(8)).toBe(-7);
    expect(review.settledPly()).toBe(3);
    expect(review.turns(1).map((t) => t.index)).toEqual([2]);
    expect(review.turns(4).map((t) => t.index)).toEqual([2]);
    // Level for two moves is a turn each way, moves that gave points away first.
    const twice = withValues([6, 6, 6, -2, -2, -1, 0, 0], [0, 0, 8, 0, 0, 1, 0, 5]);
    expect(twice.settledPly()).toBe(8);
    expect(twice.turns().map((t) => t.index)).toEqual([2, 5]);
    expect(twice.turns(4).map((t) => t.index)).toEqual([2, 5]);
    expect(review.turns()[0]).toMatchObject({ before: 6, after: -2 });
    // Move 5 swings it to 1 ahead, and player 2's move 6, though it gave a point away, to level:
    // towards player 2. Estimates that disagree; move 6 is no turn, move 5 (a revision) is.
    const disagreeing = withValues([6, 6, 6, -2, -2, 1, 0, -2], [0, 0, 8, 0, 0, 1, 0, 5]);
    expect(disagreeing.turns(4).map((t) => t.index)).toEqual([2, 4, 6]);
    expect(review.turns().every((t) => t.swing >= TURN_SWING)).toBe(true);
    // Not reviewed to the end: no turns yet, and the forecast of a move not reviewed is unknown.
    const half = new GameReview(RECORD);
    half.add({
      index: 0,
      mover: 1,
      square: half.moves[0]!,
      move: '',
      best: [],
      cost: 0,
      exact: true,
      value: 3,
    });
    expect(half.turns()).toEqual([]);
    expect(half.forecastAt(1)).toBeUndefined();
  });

  test("the computer's estimates, which lean towards the player to move, are steadied: no turn where nothing turned", () => {
    // Estimates of a game lost by 7 throughout (as it ended): 1 behind with player 1 to move, 13
    // behind with player 2.
    const review = new GameReview(RECORD);
    review.moves.forEach((square, index) =>
      review.add({
        index,
        mover: index % 2 === 0 ? 1 : 2,
        square,
        move: '',
        best: [],
        cost: 0,
        exact: false,
        value: index % 2 === 0 ? -1 : -13,
      }),
    );
    const steady = review.steadyForecasts();
    expect(steady.slice(1, 7)).toEqual([-7, -7, -7, -7, -7, -7]);
    expect(steady[8]).toBe(-7);
    expect(review.forecastAt(1)).toBe(-13);
    expect(review.turns()).toEqual([]);
  });

  test('a costly move that left the forecast at another winner never "hardly moved" it, however small the fall', () => {
    // Player 1's move 1 gives away 2 points, from 1 ahead to 1 behind: on a 6 × 6 board a small
    // fall of the bar, but a new winner.
    const review = new GameReview('square:6 a1 f6 a2');
    review.moves.forEach((square, index) =>
      review.add({
        index,
        mover: index % 2 === 0 ? 1 : 2,
        square,
        move: '',
        best: [],
        cost: index === 0 ? 2 : 0,
        exact: true,
        value: index === 0 ? 1 : -1,
      }),
    );
    expect(review.forecastFall(0)).toBeLessThan(HARDLY_MOVED);
    expect(review.hardlyMoved(0)).toBe(false);
  });
});
