// The puzzle's words: its board and rules in a plain line, what "best" means, and why the answer
// is the answer from the solver's values (the answer's final margin against the next best's).
import { expect, test } from 'vitest';
import { parseRules as rulesOf } from '../../src/engine/index.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareGains } from '../../src/game/coach.ts';
import { squareName } from '../../src/engine/index.ts';
import { answerWhy, puzzleGoalLine, puzzleRulesLine, unusualRules } from '../../src/ui/puzzle-words.ts';

test('rules line - the board, its scoring in plain words, and falling cells', () => {
  expect(puzzleRulesLine(rulesOf('petri:7/connections'))).toBe(
    'Petri dish · Scored by connections: each pair of your cells on neighbouring squares scores 1, so a lone cell scores 0 and two side by side score 1.',
  );
  expect(puzzleRulesLine(rulesOf('square:5'))).toBe(
    'Square · every piece counts 1: a cell that touches its own kind splits along a line pointing at each one, into more pieces.',
  );
  expect(puzzleRulesLine(rulesOf('flask:10x2'))).toMatch(
    /^Flask · every piece counts 1: .* Cells fall to the lowest empty square of their column on this board\.$/,
  );
  expect(puzzleRulesLine(rulesOf('hex:5/equal'))).toMatch(/^Hexagon · .* one hexagon stays empty\.$/);
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

test('goal line - what best means: the points ahead with perfect play, or a draw', () => {
  expect(puzzleGoalLine(6)).toBe(
    'Best here: with perfect play from both sides to the end, you finish 6 points ahead. Only one square does.',
  );
  expect(puzzleGoalLine(1)).toMatch(/you finish 1 point ahead\./);
  expect(puzzleGoalLine(0)).toBe(
    'Best here: with perfect play from both sides to the end, the scores finish level; every other square loses.',
  );
  expect(puzzleGoalLine(2, 'hex')).toBe(
    'Best here: with perfect play from both sides to the end, you finish 2 points ahead. Only one hexagon does.',
  );
});

test('why - the answer against the next best, and the tempting square that scores more at once', () => {
  const squares = [
    { name: 'b4', margin: 3, gain: 2 },
    { name: 'c2', margin: -1, gain: 4 },
    { name: 'a1', margin: -5, gain: 6 },
    { name: 'd3', margin: -1, gain: 1 },
  ];
  expect(answerWhy({ answer: 'b4', squares })).toBe(
    'b4 finishes 3 points ahead of your opponent; the next best, c2 and d3, finish 1 point behind them. a1 scores more right away (+6 against +2) but finishes 5 points behind them.',
  );
  expect(
    answerWhy({
      answer: 'b4',
      squares: [
        { name: 'b4', margin: 0, gain: 5 },
        { name: 'c2', margin: -2, gain: 3 },
      ],
    }),
  ).toBe('b4 finishes level with your opponent; the next best, c2, finishes 2 points behind them.');
  const many = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => ({ name, margin: 1, gain: 1 }));
  expect(answerWhy({ answer: 'b4', squares: [{ name: 'b4', margin: 5, gain: 1 }, ...many] })).toBe(
    'b4 finishes 5 points ahead of your opponent; every other square finishes 1 point ahead of them.',
  );
  expect(
    answerWhy({
      answer: 'b4',
      squares: [{ name: 'b4', margin: 5, gain: 1 }, ...many, { name: 'c1', margin: -1, gain: 1 }],
    }),
  ).toBe(
    'b4 finishes 5 points ahead of your opponent; the next best 5 squares finish 1 point ahead of them.',
  );
  expect(() => answerWhy({ answer: 'e5', squares })).toThrow(/e5/);
});

test("why - every shipped puzzle's answer finishes ahead of its next best, in its own numbers", () => {
  for (const n of [1, 17, 64, 327]) {
    const puzzle = puzzleNumber(n)!;
    const squares = [...puzzle.values].map(([s, margin]) => ({
      name: squareName(puzzle.position.layout, s),
      margin,
      gain: squareGains(puzzle.position, s).gain,
    }));
    const words = answerWhy({ answer: puzzle.answer, squares });
    const next = Math.max(...squares.filter((s) => s.name !== puzzle.answer).map((s) => s.margin));
    expect(words.startsWith(`${puzzle.answer} finishes `)).toBe(true);
    expect(next).toBeLessThan(puzzle.value);
    expect(words).toMatch(/; (the next best|every other square)/);
    expect(words).toContain(
      next === 0
        ? 'level with them.'
        : `${Math.abs(next)} point${Math.abs(next) === 1 ? '' : 's'} ${next > 0 ? 'ahead of them' : 'behind them'}`,
    );
  }
});
