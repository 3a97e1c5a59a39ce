// From the last move counted to the sheet to act on: a win keeps its full still look and its 1.5 s
// celebration; a draw's and a loss's settle beat already shows the still board (lit), so the look
// before it is shorter by it and their sheet comes sooner, the board seen still as long in all.
import { expect, test } from 'vitest';
import { CELEBRATE_MS, endingPlan, lookBefore, sheetInPlaceAt } from '../../../src/screens/results/ending.ts';
import { LAST_LOOK_MS } from '../../../src/ui/final-beat.ts';

/** From the last move counted to the sheet in place, in ms: the look, then the ending's steps before the sheet. */
const toSheet = (kind: 'win' | 'draw' | 'loss', reduced = false) => {
  const plan = endingPlan(kind, reduced);
  return lookBefore(plan, LAST_LOOK_MS) + sheetInPlaceAt(plan);
};

test('a draw and a loss: the still board (look and settle) lasts the full look, and their sheet is there within it', () => {
  for (const kind of ['draw', 'loss'] as const) {
    const plan = endingPlan(kind, false);
    const settle = plan.steps.find((s) => s.part === 'settle')!.ms;
    expect(lookBefore(plan, LAST_LOOK_MS) + settle).toBeGreaterThanOrEqual(LAST_LOOK_MS);
    expect(toSheet(kind)).toBeLessThanOrEqual(LAST_LOOK_MS);
  }
  // A win keeps its whole look and its celebration before the sheet.
  expect(lookBefore(endingPlan('win', false), LAST_LOOK_MS)).toBe(LAST_LOOK_MS);
  expect(toSheet('win')).toBeGreaterThanOrEqual(LAST_LOOK_MS + CELEBRATE_MS);
  // Under reduced motion the one still beat follows the whole look, whatever the ending.
  for (const kind of ['win', 'draw', 'loss'] as const)
    expect(lookBefore(endingPlan(kind, true), LAST_LOOK_MS)).toBe(LAST_LOOK_MS);
});
