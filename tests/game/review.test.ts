// The game under review: positions and scores along the way, the person's worst move, and what a
// retried move is told.
import { describe, expect, test } from 'vitest';
import { GameReview, HARDLY_MOVED, retryVerdict } from '../../src/game/review.ts';
import { analyseRecord, type MoveReview } from '../../src/ai/coach/analyse.ts';
import { replayRecord } from '../../src/engine/index.ts';

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

  test("where the game turned: the player's move after which the forecast said a loss for good; else the bar's biggest fall", () => {
    // RECORD ends with player 2 ahead by 7; the values are player 1's final margin with best play before each move.
    const [one, two] = new GameReview(RECORD).scores.at(-1)!;
    expect(one - two).toBe(-7);
    const withValues = (values: number[], costs: number[] = values.map(() => 1)) => {
      const review = new GameReview(RECORD);
      values.forEach((value, index) =>
        review.add({
          index,
          mover: index % 2 === 0 ? 1 : 2,
          square: review.moves[index]!,
          move: '',
          best: [],
          cost: costs[index]!,
          exact: true,
          value,
        }),
      );
      return review;
    };
    // Far ahead until move 5 (index 4) threw most of the lead away (20 to 1); still level before
    // move 7 (index 6), which then lost by 2 for good. The bar fell most over move 5 (the old
    // pick), but the forecast first said "lost" for good after move 7: that is where it turned.
    const lead = withValues([20, 20, 20, 20, 20, 1, 0, -2], [0, 0, 0, 0, 19, 0, 2, 0]);
    expect(lead.turningMove(1)?.index).toBe(6);
    // Ahead, behind after move 3 (index 2), ahead again when the other slipped, then behind for
    // good after move 7 (index 6): the crossing that held, not the first one nor the biggest fall.
    const back = withValues([3, 3, -2, 2, 2, 2, 1, -1], [0, 0, 5, 0, 0, 0, 2, 0]);
    expect(back.turningMove(1)?.index).toBe(6);
    // A slip from level to 3 behind (for good) turns it, not a larger slip once behind (-4 to -10).
    const slips = withValues([2, 2, 0, 0, 0, -3, -4, -10], [0, 0, 0, 0, 3, 0, 6, 0]);
    expect(slips.turningMove(1)?.index).toBe(4);
    expect(slips.worstMove([1])?.index).toBe(6);
    // Behind from the start: the forecast never crossed, so the bar's biggest fall (-1 to -3 counts
    // more than -4 to -10, nearer the middle of the bar).
    const behind = withValues([-1, -1, -1, -3, -3, -4, -4, -10], [1, 0, 2, 0, 1, 0, 6, 0]);
    expect(behind.turningMove(1)?.index).toBe(2);
    // Crossed on the other player's move (an estimate's noise): the biggest fall of the player's own.
    const theirs = withValues([2, 2, 2, 2, -1, -1, -1, -5], [0, 0, 0, 3, 1, 0, 4, 0]);
    expect(theirs.turningMove(1)?.index).toBe(6);
    // Player 2 won: nothing turned against them.
    expect(slips.turningMove(2)).toBeNull();
    // None of player 1's moves gave anything away: no move of theirs turned it.
    expect(withValues([0, 0, 0, -2, -1, 0, -2, -2], [0, 1, 0, 1, 0, 1, 0, 1]).turningMove(1)).toBeNull();
    // Not every move reviewed yet: nothing to say.
    expect(withValues([0, 0, 0, -2]).turningMove(1)).toBeNull();
  });

  test('every move is marked on one scale, points given away; one that hardly moved the forecast says so', () => {
    const [one, two] = new GameReview(RECORD).scores.at(-1)!;
    expect(one - two).toBe(-7);
    const withValues = (values: number[], costs: number[]) => {
      const review = new GameReview(RECORD);
      values.forEach((value, index) =>
        review.add({
          index,
          mover: index % 2 === 0 ? 1 : 2,
          square: review.moves[index]!,
          move: '',
          best: [],
          cost: costs[index]!,
          exact: true,
          value,
        }),
      );
      return review;
    };
    // Player 2 far ahead: its move 2 (index 1) gives away 8 points, -60 to -52. Player 1's move 3
    // gives away 7: the key's scale (6+ a blunder) marks both alike, whoever is a person.
    const far = withValues([-60, -60, -52, -52, -52, -52, -52, -52], [0, 8, 7, 0, 0, 0, 0, 0]);
    expect(far.markFor(1)).toBe('blunder');
    expect(far.markFor(2)).toBe('blunder');
    // Hardly a move of the bar: the words say so beside the mark.
    expect(far.forecastFall(1)).toBeLessThan(HARDLY_MOVED);
    expect(far.hardlyMoved(1)).toBe(true);
    // Near level, the same 8 points turn the forecast: a blunder, and nothing more to say.
    const level = withValues([-2, -2, 6, 6, 6, 6, 6, 6], [0, 8, 0, 0, 0, 0, 0, 0]);
    expect(level.forecastFall(1)).toBeGreaterThan(0.3);
    expect(level.markFor(1)).toBe('blunder');
    expect(level.hardlyMoved(1)).toBe(false);
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
});
