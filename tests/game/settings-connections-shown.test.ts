// Whether the picture of scoring by connections was seen is kept with the settings on the device:
// a first visit has not seen it, a save that says so is read back, and a bad value reads as unseen.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

function storeWith(value: string): Store {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + 'settings', value);
  return new Store(storage, () => {});
}

test('the connections picture starts unseen, survives a save and a load, and a bad value reads as unseen', () => {
  expect(loadSettings(new Store(new MemoryStorage(), () => {})).connectionsShown).toBe(false);
  const store = new Store(new MemoryStorage(), () => {});
  saveSettings(store, { ...DEFAULT_SETTINGS, connectionsShown: true });
  expect(loadSettings(store).connectionsShown).toBe(true);
  expect(loadSettings(storeWith(JSON.stringify({ connectionsShown: 'yes', marks: true })))).toMatchObject({
    connectionsShown: false,
    marks: true,
  });
  // A save from before the picture existed has not seen it.
  expect(loadSettings(storeWith(JSON.stringify({ scoring: 'connections' })))).toMatchObject({
    connectionsShown: false,
    scoring: 'connections',
  });
});
