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

  test('where the game turned: the move after which the player lost with best play for good, else none', () => {
    // RECORD ends with player 2 ahead; the values are player 1's final margin with best play before each move.
    const [one, two] = new GameReview(RECORD).scores.at(-1)!;
    expect(one).toBeLessThan(two);
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
    // Player 1 was ahead, fell to level, slipped at move 5 (index 4) and never came back; a larger slip came later.
    const turned = withValues([2, 2, 0, 0, 0, -3, -1, -2], [0, 0, 0, 0, 3, 0, 6, 0]);
    expect(turned.turningMove(1)?.index).toBe(4);
    expect(turned.worstMove([1])?.index).toBe(6);
    // Player 2 won: nothing turned against them.
    expect(turned.turningMove(2)).toBeNull();
    // Losing from the first move on: no move turned it.
    expect(withValues([-2, -2, -2, -2, -2, -2, -2, -2]).turningMove(1)).toBeNull();
    // Back to not losing before move 6 (index 5), then lost on player 2's move: an estimate's swing, no turn of player 1's.
    expect(withValues([0, 0, 0, -2, -1, 0, -2, -2]).turningMove(1)).toBeNull();
    // Not every move reviewed yet: nothing to say.
    expect(withValues([0, 0, 0, -2]).turningMove(1)).toBeNull();
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
