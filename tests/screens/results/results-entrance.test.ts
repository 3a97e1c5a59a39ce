// The results' entrance plays once a game (screens/results/results-entrance.ts): not on a redraw for
// a tab or an aside, not on the way back from the review, and again for the next game's result.
import { expect, test } from 'vitest';
import { playsEntrance } from '../../../src/screens/results/results-entrance.ts';
import type { GameKeep } from '../../../src/screens/game/game-keep.ts';

test('the entrance plays for a result once; a tab or an aside never plays it; the next game plays its own', () => {
  const services: { game?: GameKeep } = {};
  const first = { winner: 1 };
  expect(playsEntrance(services, first, { tab: 'details' })).toBe(false);
  expect(playsEntrance(services, first)).toBe(true);
  // Back from the review: the board shows the same finished match's results again.
  expect(playsEntrance(services, first)).toBe(false);
  expect(playsEntrance(services, first, { peeking: false })).toBe(false);
  const next = { winner: 2 };
  expect(playsEntrance(services, next)).toBe(true);
  expect(services.game?.resultsEntered).toBe(next);
});
