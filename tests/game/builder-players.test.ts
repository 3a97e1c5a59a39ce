// Play in the builder lets a person play: watching is turned into a game against the watch's second opponent.
import { expect, test } from 'vitest';
import { builderPlayers } from '../../src/game/builder-players.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';

test('watching Easy vs Hard, the builder plays the person against Hard', () => {
  const watching = { ...DEFAULT_SETTINGS, mode: 'watch' as const, opponent: 'easy' as const, opponent2: 'hard' as const };
  expect(builderPlayers(watching)).toMatchObject({ mode: 'solo', opponent: 'hard', first: 'you' });
});

test('a game with a person keeps the menu\'s choice', () => {
  const duo = { ...DEFAULT_SETTINGS, mode: 'duo' as const };
  expect(builderPlayers(duo)).toBe(duo);
  expect(builderPlayers(DEFAULT_SETTINGS)).toBe(DEFAULT_SETTINGS);
});
