// A win's weight before and with its numbers (screens/results/win-beats.ts): the run of wins said
// under the board's "You won!" long enough to read, the margin counting up until the first new star
// lands, each new star's burst; a draw and a loss quiet, reduced motion still.
import { expect, test } from 'vitest';
import type { KeptGame } from '../../../src/game/game-history.ts';
import {
  CELEBRATE_MS,
  endingPlan,
  starLanding,
  type EndingKind,
} from '../../../src/screens/results/ending.ts';
import {
  COUNT_FROM,
  countedAt,
  countedLine,
  marginCountMs,
  RUN_LINE_LEAST_MS,
  starBurst,
  winRunLine,
  winRunLineAt,
} from '../../../src/screens/results/win-beats.ts';
import { matchResult } from '../history/history-rig.ts';

const KINDS: EndingKind[] = ['win', 'draw', 'loss', 'neutral'];

test('win beats - a win counts its margin up until the first new star lands and its stars burst; a draw, a loss and reduced motion count nothing and burst nothing', () => {
  const win = endingPlan('win', false);
  expect(marginCountMs(win, 34)).toBeGreaterThan(0);
  expect(marginCountMs(win, 34)).toBeLessThanOrEqual(starLanding(0).at);
  expect(starBurst(win)).toBeGreaterThan(0);
  // A margin of two or less has nothing to count.
  expect(marginCountMs(win, COUNT_FROM)).toBe(0);
  for (const kind of KINDS) {
    expect(marginCountMs(endingPlan(kind, true), 34), `${kind} still`).toBe(0);
    expect(starBurst(endingPlan(kind, true)), `${kind} still`).toBe(0);
    if (kind === 'win') continue;
    expect(marginCountMs(endingPlan(kind, false), 34), kind).toBe(0);
    expect(starBurst(endingPlan(kind, false)), kind).toBe(0);
  }
});

test('win beats - the count rises from two to the margin, never back, and says it in the line in place of the margin alone', () => {
  const shown = Array.from({ length: 21 }, (_, i) => countedAt(34, i / 20));
  expect(shown[0]).toBe(COUNT_FROM);
  expect(shown.at(-1)).toBe(34);
  for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
  expect(new Set(shown).size).toBeGreaterThan(5);
  expect(countedAt(34, 1.5)).toBe(34);
  expect(countedLine('By 34 points against Easy', 34, 12)).toBe('By 12 points against Easy');
  // Only the margin, alone: not a number it is part of, nor the moves with help after it.
  expect(countedLine('By 4 points against Easy · 14 moves with help', 4, 3)).toBe(
    'By 3 points against Easy · 14 moves with help',
  );
  expect(countedLine('By 4 points on 4x4 · 4 moves with help', 4, 2)).toBe(
    'By 2 points on 4x4 · 4 moves with help',
  );
});

let made = 0;
function kept(margin: number, at: number): KeptGame {
  return {
    id: `g${made++}`,
    rules: 'square:4',
    players: ['human', 'easy'],
    names: ['You', 'Easy'],
    scores: margin >= 0 ? [10 + margin, 10] : [10, 10 - margin],
    winner: margin > 0 ? 1 : margin < 0 ? 2 : 0,
    moves: [],
    endedAt: at,
    hints: false,
    counts: true,
  };
}

test('win beats - a win that carries on a run says it under the headline, shown once the headline lands and in sight a second at least; no run, a loss or a draw say nothing', () => {
  const t = Date.now();
  const twoWins = [kept(4, t - 3000), kept(2, t - 2000)];
  const won = matchResult('square:5', 'easy', [40, 20]);
  expect(winRunLine(won, twoWins)).toBe('3 wins in a row');
  expect(winRunLine(won, [kept(4, t - 3000), kept(-2, t - 2000)])).toBeNull();
  expect(winRunLine(won, [])).toBeNull();
  expect(winRunLine(matchResult('square:5', 'easy', [20, 40]), twoWins)).toBeNull();
  expect(winRunLine(matchResult('square:5', 'easy', [30, 30]), twoWins)).toBeNull();
  const plan = endingPlan('win', false);
  expect(winRunLineAt(plan)).toBeGreaterThan(0);
  expect(CELEBRATE_MS - winRunLineAt(plan)).toBeGreaterThanOrEqual(RUN_LINE_LEAST_MS);
  expect(winRunLineAt(endingPlan('win', true))).toBe(0);
});
