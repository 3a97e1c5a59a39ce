// Play in the builder lets a person play: watching is turned into a game against the person's own
// opponent, never one of the two watched.
import { expect, test } from 'vitest';
import { builderPlayers } from '../../src/game/builder-players.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';

test('watching Easy vs Hard, the builder plays the person against their own opponent, Adaptive', () => {
  const watching = {
    ...DEFAULT_SETTINGS,
    mode: 'watch' as const,
    opponent: 'adaptive' as const,
    opponent1: 'easy' as const,
    opponent2: 'hard' as const,
  };
  expect(builderPlayers(watching)).toMatchObject({ mode: 'solo', opponent: 'adaptive' });
});

test("a game with a person keeps the menu's choice", () => {
  const duo = { ...DEFAULT_SETTINGS, mode: 'duo' as const };
  expect(builderPlayers(duo)).toBe(duo);
  expect(builderPlayers(DEFAULT_SETTINGS)).toBe(DEFAULT_SETTINGS);
});
