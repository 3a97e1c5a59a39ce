// The review of a game with jumps (RULES.md section 13): a best move written "f3xd1" in the record is
// said in words ("jump from f3 to d1") and the board rings both its squares; a jump played is named
// from the position it was made in, never as a bare square number.
import { expect, test } from 'vitest';
import { moveName, parseLayout, replayRecord, squareName } from '../../../src/engine/index.ts';
import { ringedSquares } from '../../../src/screens/review/review-model.ts';
import { reviewedGame } from '../../../src/ui/a11y-review.ts';
import { GameReview, retryVerdict } from '../../../src/game/review.ts';
import { bestMovesWords, costliestWords, moveInWords } from '../../../src/words/review-words.ts';
import { theMoveWords, tryWords } from '../../../src/words/move-name-words.ts';
import { replyCaptureSentence } from '../../../src/words/capture-reply-words.ts';
import { reviewed, reviewPage, squares } from './reviewed-game.ts';

test('a jump in words, a square as it is', () => {
  expect(moveInWords('f3xd1')).toBe('jump from f3 to d1');
  expect(moveInWords('c3')).toBe('c3');
  expect(bestMovesWords(['f3xd1', 'c3', 'a1', 'b2', 'e5'])).toBe('jump from f3 to d1, c3, a1, b2');
  // In a sentence: the hint's first words, and a capture the other player can make next.
  expect(theMoveWords('c3')).toBe('c3');
  expect(tryWords('f3xd1')).toBe('Try the jump from f3 to d1');
  expect(replyCaptureSentence({ move: 'b3xd3', captured: 5 }, 'they')).toBe(
    'Then they can capture 5 cells with the jump from b3 to d3.',
  );
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

test("a jump played in the review: the list's row, the move's line with its change at once, the costliest line", async () => {
  // Ana jumps from a1 over Ben's b1 to c1 on move 5; the rest of the board is filled in reading order.
  const start = 'square:4/jumps a1 b1 d4 d3 a1xc1';
  const p = replayRecord(start);
  const fill: string[] = [];
  for (let s = 0; s < p.layout.size; s++) if (p.owner[s] === 0) fill.push(squareName(p.layout, s));
  const record = `${start} ${fill.join(' ')}`;
  const moves = replayRecord(record).moves();
  const people = { names: ['Ana', 'Ben'] as [string, string], first: 0 as const };
  const page = reviewPage(people);
  const match = page.newMatch({ rules: 'square:4/jumps', players: ['human', 'human'] }, moves.slice(0, -1));
  expect(match.play(moves.at(-1)!)).toBe(true);
  const model = await reviewed(page);
  model.go(5);
  const row = model.rows(3).find((r) => r.index === 4)!;
  expect(row.short).toBe('5. Ana jump a1→c1');
  const review = model.current!.review;
  const change = review.scores[5]![0] - review.scores[4]![0];
  const at = change < 0 ? `\u2212${-change}` : `+${change}`;
  expect(model.snapshot().line.words).toMatch(
    new RegExp(`^5\\. Ana: jump from a1 over b1 to c1 \\(\\${at.charAt(0)}${Math.abs(change)} at once\\)`),
  );
  expect(costliestWords({ index: 4, move: 'a1xc1', mover: 1 }, ['You', 'Easy'], false)).toBe(
    'your costliest: move 5, jump from a1 to c1',
  );
  // Retried from there, the notice names the jump played in words.
  page.kept.retry.start(
    review,
    review.reviewed[4]!,
    { rules: 'square:4/jumps', players: ['human', 'human'] },
    model.client,
  );
  expect(page.notices.at(-1)).toMatch(/^Move 5 again: you played the jump from a1 to c1 here\. /);
});

test("a retried jump's verdict says the jumps in words", () => {
  const original = {
    index: 4,
    mover: 1 as const,
    move: 'a1xc1',
    best: ['d2xb2', 'c3'],
    cost: 4,
    exact: true,
    square: 0,
    value: 0,
  };
  expect(retryVerdict(original, { ...original, move: 'c3', cost: 0 })).toMatch(
    /^c3: you found the best move \(one of them\)\. .* more than jump from a1 to c1,/,
  );
  expect(retryVerdict(original, { ...original, move: 'a2', cost: 2 })).toBe(
    'a2 gives away 2 points; the best was jump from d2 to b2 or c3. Better than jump from a1 to c1 (4 points).',
  );
});
