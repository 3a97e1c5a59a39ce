// The capture warning's words for the screen readers (words/capture-risk-words.ts), on RULES.md
// section 11's example, and what a warned square's button says (ui/move-words.ts).
import { expect, test } from 'vitest';
import { replayRecord, readSquareName } from '../../src/engine/index.ts';
import { groupsAtRisk } from '../../src/game/capture-risk.ts';
import { lastLibertyWords, riskWords } from '../../src/words/capture-risk-words.ts';
import { squareWords } from '../../src/ui/move-words.ts';

const sq = (p: ReturnType<typeof replayRecord>, name: string) => {
  const r = readSquareName(p.layout, name);
  if (!('square' in r)) throw new Error(name);
  return r.square;
};

test('after a move: who can capture which cells, and where; the person is "you"', () => {
  const p = replayRecord('square:4/capture b1 a1 b2 a2 b3 d4');
  const groups = groupsAtRisk(p);
  // The person plays player 1 against Hard: they can take Hard's pair.
  expect(riskWords(p, groups, { names: ['You', 'Hard'], viewer: 0 })).toBe(
    "You can capture Hard's cells a1 and a2 at a3.",
  );
  // The person plays player 2: their own pair is warned.
  expect(riskWords(p, groups, { names: ['Hard', 'You'], viewer: 1 })).toBe(
    'Hard can capture your cells a1 and a2 at a3.',
  );
  // Two people: both by name.
  expect(riskWords(p, groups, { names: ['Ana', 'Ben'], viewer: null })).toBe(
    "Ana can capture Ben's cells a1 and a2 at a3.",
  );
  expect(riskWords(replayRecord('square:4/capture a2 a1 d4'), [], { names: ['A', 'B'], viewer: 0 })).toBe('');
});

test("a warned square's button says whose last free square it is; other squares say nothing more", () => {
  const p = replayRecord('square:4/capture a2 a1 b1 d4');
  const who = { names: ['You', 'Easy'] as [string, string], viewer: 0 as const };
  expect(lastLibertyWords(p, sq(p, 'b2'), groupsAtRisk(p), who)).toBe(
    "the last free square of Easy's cell a1",
  );
  expect(squareWords(p, sq(p, 'b2'), who)).toBe("b2, empty, the last free square of Easy's cell a1");
  expect(squareWords(p, sq(p, 'c3'), who)).toBe('c3, empty');
});
