// The puzzle's words: its board and rules in a plain line, what "best" means, and why the answer
// is the answer from the solver's values (the answer's final margin against the next best's).
import { expect, test } from 'vitest';
import { parseRules as rulesOf } from '../../src/engine/index.ts';
import { puzzleCount, puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareGains, worthWords } from '../../src/game/coach.ts';
import { squareName } from '../../src/engine/index.ts';
import { answerWhy, puzzleGoalLine, puzzleRulesLine, unusualRules } from '../../src/ui/puzzle-words.ts';

test('rules line - the board and what is unusual in its rules, in one short line (the sentences a tap away)', () => {
  expect(puzzleRulesLine(rulesOf('petri:7/connections'))).toBe('Petri dish · scored by connections');
  expect(puzzleRulesLine(rulesOf('square:5'))).toBe('Square · cells split when they touch their own');
  expect(puzzleRulesLine(rulesOf('flask:10x2'))).toBe('Flask · cells fall');
  expect(puzzleRulesLine(rulesOf('hex:5/equal'))).toBe('Hexagon · equal moves');
  expect(puzzleRulesLine(rulesOf('beaker:6x7/connections'))).toBe(
    'Beaker · scored by connections · cells fall',
  );
});

test('rules other than the plain ones - connections, equal moves or gravity', () => {
  expect(['square:5', 'petri:7', 'hex:5'].map((id) => unusualRules(rulesOf(id)))).toEqual([
    false,
    false,
    false,
  ]);
  expect(['petri:7/connections', 'hex:5/equal', 'flask:10x2'].map((id) => unusualRules(rulesOf(id)))).toEqual(
    [true, true, true],
  );
});

test('goal line - what best means, in one line: one square wins by it however well they reply, or the rest lose', () => {
  expect(puzzleGoalLine(6)).toBe('Every other square ends worse, however well they reply.');
  expect(puzzleGoalLine(0)).toBe('However well they reply, every other square loses.');
  expect(puzzleGoalLine(2, 'hex')).toBe('Every other hexagon ends worse, however well they reply.');
});

test('why - what the answer gains and blocks now, then how the tempting square or the next best ends against the opponent', () => {
  const squares = [
    { name: 'b4', margin: 3, gain: 2 },
    { name: 'c2', margin: -1, gain: 4 },
    { name: 'a1', margin: -5, gain: 6 },
    { name: 'd3', margin: -1, gain: 1 },
  ];
  const worth = '+2 for you now, and it blocks their +4 there';
  // The tempting square scores more now: named with how it ends against the opponent.
  expect(answerWhy({ answer: 'b4', squares, worth })).toBe(
    'b4: +2 for you now, and it blocks their +4 there. a1 scores +6 now but loses by 5.',
  );
  expect(
    answerWhy({
      answer: 'b4',
      worth,
      squares: [
        { name: 'b4', margin: 0, gain: 5 },
        { name: 'c2', margin: -2, gain: 3 },
      ],
    }),
  ).toBe('b4: +2 for you now, and it blocks their +4 there. The next best, c2, loses by 2.');
  const many = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => ({ name, margin: 1, gain: 1 }));
  expect(answerWhy({ answer: 'b4', worth, squares: [{ name: 'b4', margin: 5, gain: 1 }, ...many] })).toBe(
    'b4: +2 for you now, and it blocks their +4 there. Every other move wins by only 1.',
  );
  expect(
    answerWhy({
      answer: 'b4',
      worth,
      squares: [{ name: 'b4', margin: 5, gain: 1 }, ...many, { name: 'c1', margin: 0, gain: 1 }],
    }),
  ).toBe('b4: +2 for you now, and it blocks their +4 there. The next best 5 moves win by only 1.');
  expect(answerWhy({ answer: 'b4', worth, squares: [{ name: 'b4', margin: 0, gain: 1 }] })).toBe(
    'b4: +2 for you now, and it blocks their +4 there. It is the only square left.',
  );
  expect(() => answerWhy({ answer: 'e5', worth, squares })).toThrow(/e5/);
});

test("why - every shipped puzzle's answer says what it gains and blocks now in the coach's words, then how the others end, in two short lines", () => {
  for (let n = 1; n <= puzzleCount(); n++) {
    const puzzle = puzzleNumber(n)!;
    const at = puzzle.position;
    const squares = [...puzzle.values].map(([s, margin]) => ({
      name: squareName(at.layout, s),
      margin,
      gain: squareGains(at, s).gain,
    }));
    const worth = worthWords(squareGains(at, puzzle.answerSquare));
    const words = answerWhy({ answer: puzzle.answer, squares, worth });
    expect(words.startsWith(`${puzzle.answer}: ${worth}. `)).toBe(true);
    expect(words).toMatch(/ (scores \+\d+ now but|The next best|Every other move)[ ,]/);
    expect(words).not.toMatch(/by only 0|NaN|undefined/);
    // Two short lines on a phone: about 42 characters each at the verdict's size.
    expect(words.length).toBeLessThanOrEqual(94);
  }
});
