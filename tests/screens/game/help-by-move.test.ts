// Which help showed each move the person played as it pointed (help-gate.ts helpByMove): the review
// reads it to say "Best moves showed b2" and to keep its key moment among the person's own moves.
import { expect, test } from 'vitest';
import { helpByMove, markHelped } from '../../../src/screens/game/help-gate.ts';
import { makeMatch, sq } from './ports.ts';

test('a move played as Best moves or a hint showed is kept by its index and kind; help looked at and not followed is none', () => {
  const match = makeMatch('square:5', ['human', 'human']);
  markHelped(match, [sq(match, 'b2'), sq(match, 'c3')], 'best moves');
  match.play(sq(match, 'b2'));
  match.play(sq(match, 'e5'));
  markHelped(match, [sq(match, 'a1')], 'hint');
  match.play(sq(match, 'd4'));
  match.play(sq(match, 'e4'));
  markHelped(match, [sq(match, 'c2')], 'hint');
  markHelped(match, [sq(match, 'c2')], 'best moves');
  match.play(sq(match, 'c2'));
  expect([...helpByMove(match)]).toEqual([
    [0, 'best moves'],
    [4, 'hint'],
  ]);
});
