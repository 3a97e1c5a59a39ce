// The forecast is offered where it matters (the lead warning's "Show the forecast ›") and Settings
// switches it; no question before a game asks about best play a newcomer has not met. An old save's
// answer to that former question is read without harm and carries nothing of its own.
import { expect, test } from 'vitest';
import { loadSettings } from '../../src/game/settings.ts';
import { forecastOn } from '../../src/game/forecast-setting.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

test("an old save's answer to the question is read without harm: the forecast stays as its own setting says", () => {
  for (const [saved, solo] of [
    [{ forecastAsked: true }, false],
    [{ forecastAsked: 'garbage', forecast: { solo: true } }, true],
  ] as const) {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_PREFIX}settings`, JSON.stringify(saved));
    const problems: string[] = [];
    const settings = loadSettings(new Store(storage, (p) => problems.push(p)));
    expect('forecastAsked' in settings).toBe(false);
    expect(forecastOn(settings, 'solo')).toBe(solo);
    expect(problems).toEqual([]);
  }
});
