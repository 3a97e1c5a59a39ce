// The game under review: positions and scores along the way, the person's worst move, and what a
// retried move is told.
import { describe, expect, test } from 'vitest';
import { GameReview, retryVerdict } from '../../src/game/review.ts';
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
