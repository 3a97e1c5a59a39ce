// The results' entrance (screens/results/sheet-rise.ts): the sheet stands in place from its first
// frame, its headline large in every frame (reviewer 33 saw "You won!" at 11 px, the entrance held
// at its first frame on a busy phone), and the entrance ends on time by the wall clock even when the
// game's clock crawls, at once at the tests' speed.
import { expect, test } from 'vitest';
import {
  CATCH_UP_MOST,
  catchUpScale,
  eased,
  entranceProgress,
  headlineLook,
} from '../../../src/screens/results/sheet-rise.ts';
import {
  endingPlan,
  firstNumberAt,
  sheetInPlaceAt,
  type EndingKind,
} from '../../../src/screens/results/ending.ts';

const frames = Array.from({ length: 41 }, (_, k) => k / 40);

test('a busy phone: the game clock at a tenth of its way, the wall clock past the time, the headline has landed', () => {
  const { headline, headlineMs } = endingPlan('win', false).show;
  const t = entranceProgress(0.1, headlineMs + 5, headlineMs);
  expect(t).toBe(1);
  expect(headlineLook(headline, t)).toEqual({ scale: 1, alpha: 1 });
});

test("a win's headline is at least its size and opaque in every frame, the first one larger; it settles at its size", () => {
  const { headline } = endingPlan('win', false).show;
  expect(headlineLook(headline, 0).scale).toBeGreaterThan(1);
  for (const t of frames) {
    const look = headlineLook(headline, t);
    // Back.easeOut dips a little under its size before it settles: never more than 5%.
    expect(look.scale, `t=${t}`).toBeGreaterThanOrEqual(0.95);
    expect(look.alpha).toBe(1);
  }
  expect(headlineLook(headline, 1)).toEqual({ scale: 1, alpha: 1 });
});

test("a draw's and a loss's headline: at its size in every frame, seen from the first (at least half bright)", () => {
  for (const kind of ['draw', 'loss'] as EndingKind[]) {
    const { headline } = endingPlan(kind, false).show;
    for (const t of frames) {
      expect(headlineLook(headline, t).scale).toBe(1);
      expect(headlineLook(headline, t).alpha).toBeGreaterThanOrEqual(0.5);
    }
    expect(headlineLook(headline, 1).alpha).toBe(1);
  }
  // Reduced motion: still.
  expect(headlineLook(endingPlan('win', true).show.headline, 0)).toEqual({ scale: 1, alpha: 1 });
});

test('the sheet never moves: it stands in place as its first number shows, on every ending', () => {
  for (const kind of ['win', 'draw', 'loss', 'neutral'] as EndingKind[])
    for (const reduced of [false, true]) {
      const plan = endingPlan(kind, reduced);
      expect(sheetInPlaceAt(plan), kind).toBe(firstNumberAt(plan));
    }
});

test("the game clock run ahead (the tests' speed) ends it at once, whatever the wall clock says", () => {
  expect(entranceProgress(1, 0, 400)).toBe(1);
  expect(entranceProgress(0.25, 50, 400)).toBe(0.25);
  expect(entranceProgress(0.1, 200, 400)).toBe(0.5);
  // No rise (reduced motion): in place from the first frame.
  expect(entranceProgress(0, 0, 0)).toBe(1);
});

test('Back.easeOut overshoots and settles; Cubic.easeOut eases out', () => {
  expect(Math.max(...frames.map((t) => eased(t, 'Back.easeOut')))).toBeGreaterThan(1);
  expect(eased(1, 'Back.easeOut')).toBe(1);
  expect(eased(0.5, 'Cubic.easeOut')).toBeCloseTo(0.875);
});

test("a frame the game's clock stepped short: the results' clocks catch up with the wall, within bounds", () => {
  // Phaser counts a frame later than 200 ms as an ordinary one: 600 ms lived, 16.7 stepped.
  expect(catchUpScale(600, 16.7)).toBe(CATCH_UP_MOST);
  expect(catchUpScale(50, 16.7)).toBeCloseTo(50 / 16.7);
  expect(catchUpScale(16, 16.7)).toBe(1);
  expect(catchUpScale(30, 0)).toBe(1);
});
