// From the last move counted to the sheet to act on: the final board is in sight whole the same
// time whatever the ending (a loss's and a draw's look as long as a win's, no celebration),
// a win's still look then its 1.5 s celebration round the board, a draw's or a loss's longer still
// look then its quiet beat, reduced motion's still look then its one still beat.
import { expect, test } from 'vitest';
import {
  BOARD_SEEN_MS,
  CELEBRATE_MS,
  endingPlan,
  lookBefore,
  sheetInPlaceAt,
} from '../../../src/screens/results/ending.ts';
import { LAST_LOOK_MS } from '../../../src/ui/final-beat.ts';

/** From the last move counted to the sheet in place, in ms: the look, then the ending's steps before the sheet. */
const toSheet = (kind: 'win' | 'draw' | 'loss', reduced = false) => {
  const plan = endingPlan(kind, reduced);
  return lookBefore(plan, LAST_LOOK_MS) + sheetInPlaceAt(plan);
};

test('every ending keeps the final board in sight the same 1.5–2.5 s before its sheet, reduced motion too', () => {
  const times = (['win', 'draw', 'loss'] as const).flatMap((kind) => [toSheet(kind), toSheet(kind, true)]);
  expect(new Set(times)).toEqual(new Set([BOARD_SEEN_MS]));
  expect(BOARD_SEEN_MS).toBeGreaterThanOrEqual(1500);
  expect(BOARD_SEEN_MS).toBeLessThanOrEqual(2500);
});

test('a win keeps its still look and its whole celebration; a draw and a loss a longer still look', () => {
  expect(lookBefore(endingPlan('win', false), LAST_LOOK_MS)).toBe(LAST_LOOK_MS);
  expect(toSheet('win')).toBeGreaterThanOrEqual(LAST_LOOK_MS + CELEBRATE_MS);
  for (const kind of ['draw', 'loss'] as const)
    expect(lookBefore(endingPlan(kind, false), LAST_LOOK_MS)).toBeGreaterThan(LAST_LOOK_MS);
  // Never shorter than the still look, however long an ending's own beat.
  for (const kind of ['win', 'draw', 'loss'] as const)
    expect(lookBefore(endingPlan(kind, true), LAST_LOOK_MS)).toBeGreaterThanOrEqual(LAST_LOOK_MS);
});
