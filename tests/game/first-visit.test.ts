// The guided game is offered on a first visit only: a returning player's kept data, even garbage
// that was read and dropped before the offer is decided, means the visit is not the first.
import { expect, test } from 'vitest';
import { loadSettings } from '../../src/game/settings.ts';
import { MemoryStorage, STORAGE_PREFIX, Store } from '../../src/game/storage.ts';
import { firstVisit } from '../../src/game/tutorial-match.ts';

test('a store with nothing kept is a first visit, once', () => {
  const store = new Store(new MemoryStorage());
  expect(firstVisit(store, true)).toBe(true);
  expect(firstVisit(store, true)).toBe(false);
});

test.each(['{ not json', '"text"', '{"mode": "nonsense"}'])(
  'settings kept as %j, read before the offer: not a first visit',
  (kept) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_PREFIX + 'settings', kept);
    const store = new Store(storage);
    loadSettings(store);
    expect(firstVisit(store, true)).toBe(false);
  },
);

test('a saved game alone marks a returning player', () => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + 'match', '{ broken');
  expect(firstVisit(new Store(storage), true)).toBe(false);
});
