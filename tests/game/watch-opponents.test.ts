// Watching two opponents has its own first opponent: whom the watch sets up never changes whom the
// player plays, and a save from before that kept one opponent for both keeps its watch.
import { expect, test } from 'vitest';
import { choosePlayers } from '../../src/game/players.ts';
import { loadSettings, saveSettings, DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const storeOf = (saved?: object) => {
  const storage = new MemoryStorage();
  if (saved) storage.setItem(STORAGE_PREFIX + 'settings', JSON.stringify(saved));
  return new Store(storage, () => {});
};

test('the watch plays its own two opponents, the player plays theirs', () => {
  expect(choosePlayers('watch', 'easy', ['expert', 'hard'], 'you', 0.5)).toEqual(['expert', 'hard']);
  expect(choosePlayers('solo', 'easy', ['expert', 'hard'], 'you', 0.5)).toEqual(['human', 'easy']);
});

test("the watch's first opponent is saved and read back apart from the player's opponent", () => {
  const store = storeOf();
  saveSettings(store, {
    ...DEFAULT_SETTINGS,
    mode: 'watch',
    opponent: 'easy',
    opponent1: 'expert',
    opponent2: 'hard',
  });
  const read = loadSettings(store);
  expect([read.opponent, read.opponent1, read.opponent2]).toEqual(['easy', 'expert', 'hard']);
});

test("an older save without the watch's first opponent watches the one it had", () => {
  const read = loadSettings(storeOf({ mode: 'watch', opponent: 'easy', opponent2: 'hard' }));
  expect([read.opponent, read.opponent1]).toEqual(['easy', 'easy']);
});
