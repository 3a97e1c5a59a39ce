// A win's weight before and with its numbers (screens/results/win-beats.ts): the run of wins said
// under the board's "You won!" long enough to read, the margin said once the figures over it are
// final, each new star's burst; a draw and a loss quiet, reduced motion still.
import { expect, test } from 'vitest';
import type { KeptGame } from '../../../src/game/game-history.ts';
import {
  CELEBRATE_MS,
  endingPlan,
  starLanding,
  type EndingKind,
} from '../../../src/screens/results/ending.ts';
import { SCORE_COUNT_MS, scoreCountAt } from '../../../src/screens/results/short-sheet.ts';
import {
  marginShownAt,
  RUN_LINE_LEAST_MS,
  starBurst,
  winRunLine,
  winRunLineAt,
} from '../../../src/screens/results/win-beats.ts';
import { matchResult } from '../history/history-rig.ts';

const KINDS: EndingKind[] = ['win', 'draw', 'loss', 'neutral'];

test("win beats - the margin is said only once the figures over it are final: at once on the whole sheet, as the short sheet's count from 0 ends; a new star bursts on a win alone", () => {
  const win = endingPlan('win', false);
  // The whole sheet shows the final figures from its first frame: the margin with them.
  expect(marginShownAt(win, 0)).toBe(0);
  // The short sheet counts 88 and 71 up from 0: until both are final no margin is said under them.
  const at = marginShownAt(win, SCORE_COUNT_MS);
  for (let ms = 0; ms <= SCORE_COUNT_MS + 200; ms += 10) {
    const figures = [88, 71].map((to) => scoreCountAt(to, ms / SCORE_COUNT_MS));
    if (ms >= at) expect(figures, `${ms} ms`).toEqual([88, 71]);
  }
  expect(at).toBeLessThan(starLanding(0).at);
  expect(marginShownAt(endingPlan('win', true), SCORE_COUNT_MS)).toBe(0);
  expect(starBurst(win)).toBeGreaterThan(0);
  for (const kind of KINDS) {
    expect(starBurst(endingPlan(kind, true)), `${kind} still`).toBe(0);
    if (kind !== 'win') expect(starBurst(endingPlan(kind, false)), kind).toBe(0);
  }
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
