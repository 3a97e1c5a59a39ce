// No question about the forecast before a game: a newcomer's first board asked "Show who is really
// ahead during games?" about best play they had not met yet. The forecast is offered where it
// matters (the warning's "Show the forecast ›") and Settings switches it; an old save's answer to
// the question is read without harm and carries nothing of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSettings } from '../../src/game/settings.ts';
import { forecastOn } from '../../src/game/forecast-setting.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('the game asks nobody whether the forecast shows: no words for the question, no scene that asks it', () => {
  const asking = files('src').filter((path) =>
    /show who is really ahead during games|forecastAsked|askForecast/i.test(readFileSync(path, 'utf8')),
  );
  expect(asking).toEqual([]);
});

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
