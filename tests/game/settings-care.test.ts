// The care settings: the sound's volume steps, the screen readers' board and the colour-blind marks, read field by field
// so a bad value gives way to the default and keeps the rest.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import {
  BOARD_CHOICES,
  DEFAULT_SETTINGS,
  loadSettings,
  nextSoundLevel,
  saveSettings,
  sizeName,
  VOLUME_LEVELS,
} from '../../src/game/settings.ts';
import { readA11yLink } from '../../src/game/links.ts';
import { soundLevel } from '../../src/ui/sound-level.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

function storeWith(value: string): Store {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + 'settings', value);
  return new Store(storage, () => {});
}

test('the sound button steps full, half, a quarter, off, and full again', () => {
  let level = { sound: true, volume: 1 };
  const seen: string[] = [];
  for (let i = 0; i < 5; i++) {
    level = nextSoundLevel(level);
    seen.push(level.sound ? String(level.volume) : 'off');
  }
  expect(seen).toEqual(['0.5', '0.25', 'off', '1', '0.5']);
});

test('a first visit starts at the middle loudness, "medium", not the loudest', () => {
  const first = loadSettings(new Store(new MemoryStorage(), () => {}));
  expect(first).toMatchObject({ sound: true, volume: 0.5 });
  expect(soundLevel(first.sound, first.volume)).toMatchObject({
    word: 'medium',
    label: 'Sound: medium',
    icon: 'icon/sound-on',
  });
});

test.each([1, 0.5, 0.25])('a saved volume of %s is kept as it is', (volume) => {
  expect(loadSettings(storeWith(JSON.stringify({ sound: true, volume }))).volume).toBe(volume);
});

test.each([
  [
    { volume: 0.25, screenReader: true },
    { volume: 0.25, screenReader: true },
  ],
  [{ volume: 0.3 }, { volume: 0.5 }],
  [{ volume: '1' }, { volume: 0.5 }],
  [
    { volume: 7, screenReader: 'yes' },
    { volume: 0.5, screenReader: false },
  ],
  [
    { volume: null, screenReader: 1, sound: false },
    { volume: 0.5, screenReader: false, sound: false },
  ],
  [{ marks: true }, { marks: true }],
  [{ marks: 'dots' }, { marks: false }],
])('saved %j - read as %j, the rest kept', (saved, read) => {
  const settings = loadSettings(storeWith(JSON.stringify({ ...saved, mode: 'duo' })));
  expect(settings).toMatchObject(read);
  expect(settings.mode).toBe('duo');
  expect(VOLUME_LEVELS).toContain(settings.volume);
});

test("the volume and the screen readers' board survive a save and a load", () => {
  const store = new Store(new MemoryStorage(), () => {});
  saveSettings(store, { ...DEFAULT_SETTINGS, volume: 0.25, screenReader: true, marks: true });
  expect(loadSettings(store)).toMatchObject({ volume: 0.25, screenReader: true, marks: true });
});

test.each([
  ['?a11y=1', true],
  ['?a11y', true],
  ['?a11y=on&layout=square:5', true],
  ['?A11Y=1', false],
  ['?a11y=0', false],
  ['?a11y=2', false],
  ['', false],
])("link %s - screen readers' board %s", (search, on) => {
  expect(readA11yLink(search)).toBe(on);
});

test("a share link leaves out the sharer's screen readers' board", async () => {
  const { matchLink } = await import('../../src/game/links.ts');
  const link = matchLink('https://example.org/game/?a11y=1&fast', {
    rules: 'square:5',
    players: ['human', 'hard'],
  });
  expect(link).not.toContain('a11y');
  expect(link).toContain('layout=square:5');
});

test("each family's first board is a game of a few minutes: at most 42 places, the hexagon 4 a side", () => {
  for (const b of BOARD_CHOICES) expect(parseLayout(b.start).size, b.start).toBeLessThanOrEqual(42);
  expect(DEFAULT_SETTINGS.layouts.hex).toBe('hex:4');
  expect(sizeName(DEFAULT_SETTINGS.layouts.hex)).toBe('37 hexagons');
});
