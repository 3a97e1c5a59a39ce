// A hint when two people share the screen names the player to move and the other player, never "you".
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { byName, squareGains } from '../../../src/ai/coach/gains.ts';
import { hintText } from '../../../src/ai/coach/hint.ts';

test('two people - the hint says whose points and whose cells by name', () => {
  const one = replayRecord('square:4 a1 a2 c1 b2');
  const g = squareGains(one, one.layout.squareAt[0 * 4 + 1]!);
  const text = hintText(g, 2, byName('Ann', 'Ben'));
  expect(text).toMatch(
    /^Try b1: \+\d for Ann now, and it blocks Ben's \+\d there\. Ann's cell splits along 1 line \(\+2\)/,
  );
  expect(text).toMatch(/if both sides play perfectly from here, Ann wins by 2 points\.$/);
  expect(hintText(g, -1, byName('Ann', 'Ben'))).toMatch(/Ann loses by 1 point\.$/);
  expect(text).not.toMatch(/\byou\b|\byour\b|\btheir\b/i);
  // The one person playing is still "you".
  expect(hintText(g, 2)).toMatch(/^Try b1: \+\d for you now, .* Your cell .* you win by 2 points\.$/);
});
