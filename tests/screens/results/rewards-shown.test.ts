// What a win earned arrives with the results (review Q6: "A win with the coach" and "Today's win ✓"
// came about 5 s after the panel, once a player had likely pressed Play again): the ribbons are in
// the results' first snapshot, from which the view draws them whole in the sheet's first frame,
// and each is marked in order, after the new stars, the first within the sheet's opening half-second.
import { expect, test } from 'vitest';
import { rewardsShown } from '../../../src/screens/results/rewards-shown.ts';
import { resultsOf, won } from './results-of.ts';

const result = won();
const steps = [
  { id: 'easy-square:4', rules: 'square:4', opponent: 'easy' as const, margin: 2, teaches: 'a' },
];

test('a win with the coach: its ribbons are in the first snapshot and glow within the opening half-second, in order', () => {
  expect(result.winner).toBe(1);
  const shown = resultsOf(result, { usedHelp: true, openedAt: Date.UTC(2026, 11, 6, 12) }).snapshot();
  const titles = shown.earned.moments.map((m) => m.title);
  expect(titles).toEqual(['A win with the coach', "Today's win ✓"]);
  const rewards = rewardsShown(shown.ending, shown.earned, true);
  expect(rewards.ribbons.map((r) => r.title)).toEqual(titles);
  expect(rewards.ribbons[0]!.detail).toBe('Next: beat Easy with no hints');
  const glows = rewards.ribbons.map((r) => r.glowAt!);
  expect(glows[0]).toBeGreaterThan(0);
  expect(glows[0]).toBeLessThanOrEqual(500);
  expect(glows[1]).toBeGreaterThan(glows[0]!);
  // The ribbons are said with the result from the first snapshot: nothing waits on the review.
  expect(shown.lines).toEqual(
    expect.arrayContaining(['A win with the coach: Next: beat Easy with no hints']),
  );
});

test('a ladder step won: the new stars swell first, then the ribbon, each after the one before', () => {
  const shown = resultsOf(result, { ladderSteps: steps, openedAt: Date.UTC(2026, 11, 6, 12) }).snapshot();
  const rewards = rewardsShown(shown.ending, shown.earned, true);
  const newStars = shown.earned.ladder!.newStars.filter(Boolean).length;
  expect(rewards.stars).toHaveLength(newStars);
  expect(rewards.ribbons.length).toBeGreaterThan(0);
  const order = [...rewards.stars, ...rewards.ribbons.map((r) => r.glowAt!)];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(new Set(order).size).toBe(order.length);
});

test('reduced motion, a redraw, or a loss: the rewards are simply there, nothing marked', () => {
  const still = resultsOf(result, { reducedMotion: true, openedAt: Date.UTC(2026, 11, 6, 12) }).snapshot();
  const rewards = rewardsShown(still.ending, still.earned, true);
  expect(rewards.ribbons.length).toBeGreaterThan(0);
  expect(rewards.ribbons.every((r) => r.glowAt === null)).toBe(true);
  const shown = resultsOf(result, { openedAt: Date.UTC(2026, 11, 6, 12) }).snapshot();
  expect(rewardsShown(shown.ending, shown.earned, false).ribbons.every((r) => r.glowAt === null)).toBe(true);
  const lost = resultsOf({ ...result, winner: 2, scores: [result.scores[1], result.scores[0]] }).snapshot();
  expect(rewardsShown(lost.ending, lost.earned, true).ribbons).toEqual([]);
});
