// The review of a game with jumps (RULES.md section 13): a best move written "f3xd1" in the record is
// said in words ("jump from f3 to d1") and the board rings both its squares; a jump played is named
// from the position it was made in, never as a bare square number.
import { expect, test } from 'vitest';
import { moveName, parseLayout, replayRecord } from '../../../src/engine/index.ts';
import { ringedSquares } from '../../../src/screens/review/review-model.ts';
import { reviewedGame } from '../../../src/ui/a11y-review.ts';
import { GameReview } from '../../../src/game/review.ts';
import { bestMovesWords, moveInWords } from '../../../src/words/review-words.ts';
import { squares } from './reviewed-game.ts';

test('a jump in words, a square as it is', () => {
  expect(moveInWords('f3xd1')).toBe('jump from f3 to d1');
  expect(moveInWords('c3')).toBe('c3');
  expect(bestMovesWords(['f3xd1', 'c3', 'a1', 'b2', 'e5'])).toBe('jump from f3 to d1, c3, a1, b2');
});

test('a best jump rings where the cell leaves and where it lands; squares ring once', () => {
  const layout = parseLayout('square:6');
  expect(ringedSquares(layout, ['f3xd1'])).toEqual(squares('square:6', ['f3', 'd1']));
  expect(ringedSquares(layout, ['c3', 'f3xd1', 'd1'])).toEqual(squares('square:6', ['c3', 'f3', 'd1']));
});

test('a jump played is named in words in the review read to screen readers', () => {
  // Player 1 jumps from c3 over d4 to e5 (RULES.md section 6's example).
  const p = replayRecord('square:6/jumps c3 d4 d3 f6 c3xe5');
  const jump = p.moves().at(-1)!;
  expect(p.isJump(jump)).toBe(true);
  const review = new GameReview('square:6/jumps c3 d4 d3 f6 c3xe5');
  const game = reviewedGame(review, ['You', 'Expert']);
  expect(game.moves).toEqual(['c3', 'd4', 'd3', 'f6', 'jump from c3 to e5']);
  // The record's own name for it, which the words replace.
  const before = replayRecord('square:6/jumps c3 d4 d3 f6');
  expect(moveName(before, jump)).toBe('c3xe5');
});
