// The results' entrance (screens/results/sheet-rise.ts): the sheet rises whole and ends on time by
// the wall clock even when the game's clock crawls on a busy phone (reviewer 30: the buttons came
// about 2 s after the rest), and at once at the tests' speed.
import { expect, test } from 'vitest';
import {
  CATCH_UP_MOST,
  catchUpScale,
  eased,
  entranceProgress,
  riseOffset,
} from '../../../src/screens/results/sheet-rise.ts';
import { endingPlan, RISE_UNITS } from '../../../src/screens/results/ending.ts';

test('a busy phone: the game clock at a tenth of its way, the wall clock past the time, the entrance is over', () => {
  const { rise, riseEase } = endingPlan('win', false).show;
  const t = entranceProgress(0.1, rise + 5, rise);
  expect(t).toBe(1);
  expect(riseOffset(t, riseEase, RISE_UNITS)).toBe(0);
});

test("the game clock run ahead (the tests' speed) ends it at once, whatever the wall clock says", () => {
  expect(entranceProgress(1, 0, 400)).toBe(1);
  expect(entranceProgress(0.25, 50, 400)).toBe(0.25);
  expect(entranceProgress(0.1, 200, 400)).toBe(0.5);
  // No rise (reduced motion): in place from the first frame.
  expect(entranceProgress(0, 0, 0)).toBe(1);
});

test('the sheet starts its rise below its place, a win overshoots a little, both settle exactly in place', () => {
  for (const mood of ['win', 'loss', 'draw'] as const) {
    const { riseEase } = endingPlan(mood, false).show;
    expect(riseOffset(0, riseEase, RISE_UNITS)).toBeCloseTo(RISE_UNITS);
    expect(riseOffset(1, riseEase, RISE_UNITS)).toBe(0);
  }
  const win = endingPlan('win', false).show.riseEase;
  const lowest = Math.min(...Array.from({ length: 21 }, (_, k) => riseOffset(k / 20, win, RISE_UNITS)));
  expect(lowest).toBeLessThan(0);
  expect(lowest).toBeGreaterThan(-0.2 * RISE_UNITS);
  expect(eased(0.5, 'Cubic.easeOut')).toBeCloseTo(0.875);
});

test("a frame the game's clock stepped short: the results' clocks catch up with the wall, within bounds", () => {
  // Phaser counts a frame later than 200 ms as an ordinary one: 600 ms lived, 16.7 stepped.
  expect(catchUpScale(600, 16.7)).toBe(CATCH_UP_MOST);
  expect(catchUpScale(50, 16.7)).toBeCloseTo(50 / 16.7);
  expect(catchUpScale(16, 16.7)).toBe(1);
  expect(catchUpScale(30, 0)).toBe(1);
});
