// A draw's results say who led during the game, on a game finished in Node: square:4, the person
// 14 ahead after move 15, Easy's last move (the only square left) levels it. (Moved from the
// browser's setup-words.test.ts; the words' rule itself is tests/ui/draw-undo-words.test.ts.)
import { expect, test } from 'vitest';
import { resultsOf } from './results-of.ts';
import { finishedGame } from '../review/reviewed-game.ts';

const NEAR_DRAW = 'c3.b1.c2.b3.d1.a2.b4.c4.d2.d3.d4.a1.a3.a4.c1.b2'.split('.');

test('a draw against Easy: the results say "You led by 14 after move 15; Easy caught up."', async () => {
  const page = await finishedGame('square:4', ['human', 'easy'], NEAR_DRAW);
  const result = page.match!.result!;
  expect(result.winner).toBe(0);
  const shot = resultsOf(result).snapshot();
  expect(shot.title).toBe('A draw with Easy');
  expect(shot.lines).toContain('You led by 14 after move 15; Easy caught up.');
});
