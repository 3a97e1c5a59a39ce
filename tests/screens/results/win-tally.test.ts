// A win's count on the board (screens/results/win-tally.ts): the winner's panel counts up ring by
// ring as the wave of dividing cells spreads, with a rising run of divide sounds, landing on the
// final score before the sheet; a draw, a loss and reduced motion count nothing.
import { expect, test } from 'vitest';
import {
  celebrationDelays,
  endingPlan,
  firstNumberAt,
  redivideMs,
  WAVE_SPAN_MS,
} from '../../../src/screens/results/ending.ts';
import {
  bigCount,
  countShownAt,
  tallyLandsAt,
  TALLY_SOUNDS,
  winTally,
  type TalliedCell,
} from '../../../src/screens/results/win-tally.ts';

/** A row of cells 10 apart from the last move at x = 0, each worth 4, on a celebration of 900 ms. */
function row(n: number): TalliedCell[] {
  const centres = Array.from({ length: n }, (_, k) => ({ x: k * 10, y: 0 }));
  return celebrationDelays(centres, { x: 0, y: 0 }, 10, 900).map((at) => ({ at, value: 4 }));
}

test('a win counts from 0 up ring by ring, in the order the wave reaches them, to the final score', () => {
  const steps = winTally(endingPlan('win', false), row(4), 16);
  expect(steps.map((s) => s.at)).toEqual([0, 0, 300, 600, 900]);
  expect(steps.map((s) => s.score)).toEqual([0, 4, 8, 12, 16]);
  // Each ring counts over the time to the next: the number climbs without a pause.
  expect(steps.slice(1, -1).map((s) => s.ms)).toEqual([300, 300, 300]);
});

test('the count starts from nothing as the wave begins, even where the first of the winner’s cells is further out', () => {
  const steps = winTally(endingPlan('win', false), [{ at: 300, value: 4 }], 4);
  expect(steps).toEqual([
    { at: 0, score: 0, ms: 0, rate: null },
    { at: 300, score: 4, ms: 220, rate: 0.9 },
  ]);
});

test('the count ends on the panel score even when it is more than the cells say (a stem)', () => {
  const steps = winTally(endingPlan('win', false), row(3), 15);
  expect(steps.at(-1)!.score).toBe(15);
  const scores = steps.map((s) => s.score);
  expect([...scores].sort((a, b) => a - b)).toEqual(scores);
});

test('each ring sounds a little higher than the last, a short run on a big board', () => {
  const steps = winTally(endingPlan('win', false), row(20), 80).slice(1);
  const rates = steps.map((s) => s.rate).filter((r): r is number => r !== null);
  expect(rates.length).toBe(TALLY_SOUNDS);
  for (let k = 1; k < rates.length; k++) expect(rates[k]!).toBeGreaterThan(rates[k - 1]!);
  expect(steps.slice(TALLY_SOUNDS).every((s) => s.rate === null)).toBe(true);
});

test('the count has landed before the sheet comes', () => {
  const plan = endingPlan('win', false);
  const span = plan.steps[0]!.ms * 0.45;
  const centres = Array.from({ length: 15 }, (_, k) => ({ x: (k % 5) * 10, y: Math.floor(k / 5) * 10 }));
  const cells = celebrationDelays(centres, { x: 40, y: 20 }, 10, span).map((at) => ({ at, value: 8 }));
  const steps = winTally(plan, cells, 120);
  expect(steps.length).toBeGreaterThan(2);
  expect(tallyLandsAt(steps)).toBeLessThan(firstNumberAt(plan));
});

test('a draw, a loss and reduced motion count nothing: the numbers stand from the start', () => {
  for (const plan of [endingPlan('draw', false), endingPlan('loss', false), endingPlan('win', true)])
    expect(winTally(plan, row(4), 16)).toEqual([]);
  expect(tallyLandsAt([])).toBe(0);
});

test('a win counts big over the board from 0 up to the final score, which stands a beat before the sheet comes', () => {
  const plan = endingPlan('win', false);
  const cells = celebrationDelays(
    Array.from({ length: 9 }, (_, k) => ({ x: (k % 3) * 10, y: Math.floor(k / 3) * 10 })),
    { x: 0, y: 0 },
    10,
    WAVE_SPAN_MS,
  ).map((at) => ({ at, value: 6 }));
  const steps = winTally(plan, cells, 57);
  const big = bigCount(plan, steps)!;
  expect(big.final).toBe(57);
  // Read as the finale's last beat: the final score stands a while over a board whose every cell
  // has divided whole (the farthest cell of the most cuts) before the sheet takes it away.
  const boardWhole = Math.max(big.landsAt, WAVE_SPAN_MS + redivideMs(0b1111));
  expect(big.goesAt - boardWhole).toBeGreaterThanOrEqual(400);
  expect(big.goesAt).toBe(firstNumberAt(plan));
  // The figure climbs from nothing, never back, and says the final score as it lands.
  const said = Array.from({ length: 40 }, (_, k) => countShownAt(steps, (k * big.landsAt) / 39));
  expect(said[0]).toBe(0);
  expect([...said].sort((a, b) => a - b)).toEqual(said);
  expect(said.at(-1)).toBe(57);
  expect(countShownAt(steps, big.goesAt)).toBe(57);
});

test('nothing counts big over the board for a draw, a loss, or under reduced motion', () => {
  const cells = [{ at: 0, value: 4 }];
  for (const plan of [endingPlan('draw', false), endingPlan('loss', false), endingPlan('win', true)])
    expect(bigCount(plan, winTally(plan, cells, 4))).toBeNull();
});
