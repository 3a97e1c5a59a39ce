// A jump hint rings its landing square (screens/game/coach-model.ts ringedSquare): the board drew
// the hint's ring at the jump's own number, which is no square, and threw before the hint's words
// showed ("thinking…" stayed). A square hint rings its square.
import { expect, test } from 'vitest';
import { parseRules, Position, readSquareName, squareName } from '../../../src/engine/index.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { ringedSquare } from '../../../src/screens/game/coach-model.ts';

test('a jump hint rings the square it lands on; a square hint its square', () => {
  const p = new Position(parseRules('square:6/jumps'));
  for (const m of ['c3', 'd3', 'c4', 'd4', 'b3', 'e3'])
    p.play((readSquareName(p.layout, m) as { square: number }).square);
  const hint = coachHint(p);
  expect(p.isJump(hint.square)).toBe(true);
  const ringed = ringedSquare(p, hint.square);
  expect(ringed).toBeLessThan(p.layout.size);
  expect(hint.move.endsWith(`x${squareName(p.layout, ringed)}`)).toBe(true);
  const plain = new Position(parseRules('square:6'));
  expect(ringedSquare(plain, 14)).toBe(14);
});
