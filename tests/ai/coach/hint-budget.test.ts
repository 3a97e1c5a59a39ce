// Under jumps the hint's search takes a third of the plain budget while a jump is still to be made
// (src/ai/coach/hint.ts hintBudget), so it answers about as soon as a plain board's; the move it
// suggests is still a legal one. Figures in docs/opponents.md would be timings: none are asserted.
import { expect, test } from 'vitest';
import { parseRules, Position, readSquareName } from '../../../src/engine/index.ts';
import { coachHint, HINT_BUDGET, hintBudget } from '../../../src/ai/coach/hint.ts';

const at = (p: Position, name: string) => (readSquareName(p.layout, name) as { square: number }).square;

test('a jumps game hints on a third of the budget while a jump is left; a plain game on the whole', () => {
  const plain = new Position(parseRules('square:6'));
  expect(hintBudget(plain)).toBe(HINT_BUDGET);
  const jumps = new Position(parseRules('square:6/jumps'));
  expect(hintBudget(jumps)).toBeLessThan(HINT_BUDGET / 2);
  for (const m of ['c3', 'd3', 'c4', 'd4', 'b3', 'e3']) jumps.play(at(jumps, m));
  const hint = coachHint(jumps);
  expect(jumps.isLegal(hint.square)).toBe(true);
});

test('a jump hint says the jump in words, never the record\'s "a1xc1"', () => {
  const p = new Position(parseRules('square:6/jumps'));
  for (const m of ['c3', 'd3', 'c4', 'd4', 'b3', 'e3']) p.play(at(p, m));
  const hint = coachHint(p);
  expect(p.isJump(hint.square), hint.move).toBe(true);
  // The banner's short line names it with an arrow (it fits a phone's line); the words in full.
  expect(hint.banner).toMatch(/^Jump [a-f]\d→[a-f]\d: /);
  expect(hint.text).toMatch(/^Try the jump from [a-f]\d to [a-f]\d: /);
  expect(`${hint.banner} ${hint.text}`).not.toMatch(/[a-f]\dx[a-f]\d/);
});
