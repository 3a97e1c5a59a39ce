// The Rules tab's plain lines fit the chosen board; a board's places are called what they are drawn as: squares or hexagons.
import { expect, test } from 'vitest';
import { sizeName } from '../../src/game/settings.ts';
import { ruleLines } from '../../src/ui/rule-lines.ts';

test('size names - squares on square boards, hexagons on hexagonal ones', () => {
  expect(sizeName('square:5')).toBe('25 squares');
  expect(sizeName('hex:5')).toBe('61 hexagons');
  expect(sizeName('beaker:6x7')).toBe('42 squares');
});

test('rule lines - equal moves, scoring and gravity said for the board chosen', () => {
  const odd = ruleLines('square:5', true, 'divisions');
  expect(odd.equal).toBe(
    'Both players make the same number of moves, so on this board one square stays empty.',
  );
  expect(odd.scoring).toMatch(/^Every piece counts 1/);
  expect(odd.gravity).toBeNull();
  expect(ruleLines('square:5', false, 'divisions').equal).toMatch(/first player makes one move more/);
  expect(ruleLines('square:6', true, 'divisions').equal).toMatch(/changes nothing here/);
  // Off on an even board says what Off does (every square filled), not the On line's promise.
  expect(ruleLines('square:4', false, 'divisions').equal).toBe(
    "Every square gets a cell; this board's even number of squares makes the moves equal anyway.",
  );
  expect(ruleLines('hex:4', true, 'connections')).toMatchObject({
    equal: 'Both players make the same number of moves, so on this board one hexagon stays empty.',
    scoring: 'A point for each pair of your cells that touch; a cell touching none of yours scores nothing.',
  });
  // The Rules tab's one line each: what the option does, the same On and Off, the board's facts kept.
  expect(ruleLines('square:5', true, 'divisions').short).toEqual(
    ruleLines('square:5', false, 'connections').short,
  );
  expect(ruleLines('hex:4', false, 'divisions').short).toMatchObject({
    equal: 'Same number of moves each; one hexagon stays empty.',
    scoring: 'Score pairs of your cells that touch, not pieces.',
  });
  expect(ruleLines('square:4', false, 'divisions').short.equal).toBe(
    'This board already gives each the same moves.',
  );
  expect(ruleLines('beaker:6x7', false, 'divisions').gravity).toBe(
    'Cells fall to the lowest empty square of their column on this board.',
  );
  for (const lines of [odd, ruleLines('hex:5', false, 'connections')])
    expect(Object.values(lines).join(' ')).not.toMatch(/touching line|2k/);
});

test('rule lines - stem squares are filled from the start: equal moves count the squares that are not stem squares', () => {
  // square:5 less its centre leaves 24 squares: nothing stays empty.
  expect(ruleLines('square:5/equal/stem', true, 'divisions').equal).toMatch(/changes nothing here/);
  expect(ruleLines('square:5/stem', false, 'divisions').equal).toMatch(/makes the moves equal anyway/);
  // square:6 less c3 alone leaves 35: one square stays empty.
  expect(ruleLines('square:6/equal/stem:c3', true, 'divisions').equal).toMatch(/one square stays empty/);
});
