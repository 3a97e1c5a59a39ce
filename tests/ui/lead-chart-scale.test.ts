// The lead chart's scale: a capture that wipes out the board at the end (the reviewer's hexagon-5
// game: a few points either way for 59 moves, then 0-360 and 366-0) no longer flattens the bars
// of every other move; the bars beyond the scale stand full height, marked as clipped.
import { expect, test } from 'vitest';
import { leadBars, leadScale } from '../../src/ui/chart-data.ts';

/** Scores along a game whose leads are `leads` (player 1's), player 2's score 100 throughout. */
const history = (leads: number[]): [number, number][] => leads.map((lead) => [100 + lead, 100]);

// A few points either way for 59 moves, as in the review the reviewer sent, then the wipeouts.
const small = Array.from({ length: 60 }, (_, i) => Math.round(8 * Math.sin(i / 4)) - (i > 50 ? 5 : 0));
const WIPEOUT = [...small, -360, 366];

test('the bars of the moves before a wipeout keep their shape; the wipeouts are clipped', () => {
  const half = 100;
  const bars = leadBars(history(WIPEOUT), 0, half, 2);
  const before = bars.slice(0, 60).filter((b) => b.lead !== 0);
  // Scaled by the largest lead (366) these bars would be under 3% of the plot's half; now the
  // largest of them stands full height, the others in proportion.
  expect(Math.max(...before.map((b) => b.height))).toBe(half);
  expect(before.every((b) => !b.clipped)).toBe(true);
  // The wipeouts stand full height, each on its side, marked as clipped (drawn broken, with their lead).
  expect(bars.slice(-2).map((b) => [b.leader, b.height, b.clipped, b.lead])).toEqual([
    ['theirs', half, true, -360],
    ['mine', half, true, 366],
  ]);
  // Heights keep the order of the leads below the scale.
  const scale = leadScale(WIPEOUT);
  const a = bars.find((b) => Math.abs(b.lead) === 8)!;
  const c = bars.find((b) => Math.abs(b.lead) === 4)!;
  expect(a.height).toBeCloseTo((8 / scale) * half);
  expect(a.height).toBeGreaterThan(c.height);
});

test('a game without an outlier keeps the largest lead as its scale: nothing clipped', () => {
  const steady = Array.from({ length: 40 }, (_, i) => i);
  expect(leadScale(steady)).toBe(39);
  const bars = leadBars(history(steady), 0, 50, 1);
  expect(bars.some((b) => b.clipped)).toBe(false);
  expect(bars.at(-1)!.height).toBe(50);
  // A final lead a little above the rest (a good last move) is no outlier either.
  expect(leadScale([...Array.from({ length: 30 }, () => 5), 14])).toBe(14);
  // The empty board and a game of ties: a scale of 1, every bar a short mark.
  expect(leadScale([0, 0, 0])).toBe(1);
  expect(leadBars(history([0, 0]), 1, 50, 2).map((b) => [b.leader, b.height])).toEqual([
    ['tie', 2],
    ['tie', 2],
  ]);
});
