// The coach agrees with itself: a person who plays the hint on every move against Medium has every
// one of those moves reviewed as the best, since the review judges a position it only estimates by
// the hint's own pick. Where the review works a position out to the end after all (a short game's
// deepening pass) and finds a better move than the hint's, the move says it was the hint's.
import { describe, expect, test } from 'vitest';
import { Position, parseRules, replayRecord, type Player } from '../../../src/engine/index.ts';
import { createAgent } from '../../../src/ai/index.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { analyseMoves, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { PositionValuer } from '../../../src/ai/coach/position-value.ts';
import { coachPick } from '../../../src/ai/coach/coach-pick.ts';
import { costSentence, HINTS_PICK_WORDS } from '../../../src/words/review-words.ts';

/** A game on `rules` where `seat` plays the hint every move and Medium (its game number `salt`) the other side. */
function hintedGame(
  rules: string,
  seat: Player,
  salt: number,
): { moves: number[]; hinted: Map<number, number> } {
  const position = new Position(parseRules(rules));
  const medium = createAgent('medium', { salt });
  const hinted = new Map<number, number>();
  while (!position.isOver()) {
    if (position.turn() === seat) {
      const square = coachHint(position).square;
      hinted.set(position.ply, square);
      position.play(square);
    } else position.play(medium.choose(position).square);
  }
  return { moves: position.moves(), hinted };
}

/** The last review of each move (the deepening pass sends some again), the hint's judge on `seat`'s as the review screen asks. */
function reviewed(rules: string, moves: number[], seat: Player): MoveReview[] {
  const last: MoveReview[] = [];
  for (const r of analyseMoves(new Position(parseRules(rules)), moves, { hintSeats: [seat] }))
    last[r.index] = r;
  return last;
}

describe('a hinted move is reviewed as the best', () => {
  test.each([
    ['hex:4', 1, 1],
    ['hex:4', 2, 3],
    ['square:6', 1, 1],
  ] as const)('%s, the person player %i, game %i', (rules, seat, salt) => {
    const { moves, hinted } = hintedGame(rules, seat, salt);
    const reviews = reviewed(rules, moves, seat);
    const mine = reviews.filter((r) => r.mover === seat);
    expect(mine.length).toBe(hinted.size);
    for (const r of mine) {
      expect(hinted.get(r.index)).toBe(r.square);
      expect({ move: r.index + 1, cost: r.cost }).toEqual({ move: r.index + 1, cost: 0 });
    }
  });

  test('on square:5 a hint the deeper look found short says it was the hint', () => {
    const { moves, hinted } = hintedGame('square:5', 1, 1);
    const mine = reviewed('square:5', moves, 1).filter((r) => r.mover === 1);
    expect(mine.some((r) => r.hintsPick)).toBe(true);
    for (const r of mine) {
      expect(hinted.get(r.index)).toBe(r.square);
      // Worked out to the end and short of the best: only then is a hinted move not called the best.
      if (r.cost > 0) {
        expect(r.exact && r.hintsPick).toBe(true);
        expect(r.best).not.toContain(r.move);
        expect(costSentence(r)).toContain(HINTS_PICK_WORDS);
      } else expect(r.hintsPick).toBeUndefined();
    }
    // A whole game hinted and reviewed exactly: 33-41 s alone here, 70 s beside a full run's load.
  }, 180_000);
});

test("only the person's seats are judged by the hint's pick; the other player's by the quicker search", () => {
  const position = replayRecord('square:6 c3 d4 c4');
  // Player 2 to move: judged by the pick where it is the person, by the quicker search where not.
  const asPerson = new PositionValuer(undefined, undefined, [2]).valueOf(position);
  const asOther = new PositionValuer(undefined, undefined, [1]).valueOf(position);
  expect(asPerson.best).toEqual([coachPick(position).square]);
  expect(asOther).toEqual(new PositionValuer().valueOf(position));
  expect(asOther.depth).toBeLessThan(asPerson.depth);
});
