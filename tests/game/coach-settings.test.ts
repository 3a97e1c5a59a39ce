// Hints as a setting: on by default against easy, medium, hard and adaptive and for two people,
// off against the expert until turned on, remembered per opponent kind; and the statistics keep
// how many games the person used hints in.
import { describe, expect, test } from 'vitest';
import {
  defaultHints,
  hintsAnywhere,
  hintsKey,
  hintsOn,
  setHints,
  setHintsEverywhere,
} from '../../src/game/coach-settings.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/game/settings.ts';
import { loadStats, recordGame, recordHintsUsed } from '../../src/game/stats.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const fresh = () => new Store(new MemoryStorage());

describe('hint settings', () => {
  test.each([
    [['human', 'easy'], 'easy', true],
    [['medium', 'human'], 'medium', true],
    [['human', 'hard'], 'hard', true],
    [['human', 'adaptive:0.42'], 'adaptive', true],
    [['human', 'expert'], 'expert', false],
    [['human', 'human'], 'duo', true],
  ])('default - %j: %s, %s', (players, key, on) => {
    expect(hintsKey(players)).toBe(key);
    expect(defaultHints(key as 'easy')).toBe(on);
    expect(hintsOn(structuredClone(DEFAULT_SETTINGS), players)).toBe(on);
  });

  test('no hints when nobody at the board is a person', () => {
    expect(hintsOn(structuredClone(DEFAULT_SETTINGS), ['hard', 'expert'])).toBe(false);
  });

  test('turned on against the expert, kept over a reload; garbage is dropped', () => {
    const store = fresh();
    const settings = structuredClone(DEFAULT_SETTINGS);
    setHints(settings, ['human', 'expert'], true);
    setHints(settings, ['human', 'easy'], false);
    saveSettings(store, settings);
    const loaded = loadSettings(store);
    expect(hintsOn(loaded, ['expert', 'human'])).toBe(true);
    expect(hintsOn(loaded, ['human', 'easy'])).toBe(false);
    expect(hintsOn(loaded, ['human', 'medium'])).toBe(true);
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_PREFIX + 'settings',
      JSON.stringify({ hints: { expert: 'yes', easy: false, grandmaster: true } }),
    );
    expect(loadSettings(new Store(storage)).hints).toEqual({ easy: false });
  });
});

describe('hint use in the statistics', () => {
  test('a game the person used hints in is counted once, never more than the games', () => {
    const store = fresh();
    recordGame(store, 'square:5', 'medium', 3);
    recordHintsUsed(store, 'square:5', 'medium');
    recordHintsUsed(store, 'square:5', 'medium');
    recordGame(store, 'square:5', 'medium', -2);
    expect(loadStats(store)['square:5']!.medium).toMatchObject({ games: 2, hinted: 1 });
    recordHintsUsed(store, 'square:5', 'expert');
    expect(loadStats(store)['square:5']!.expert).toBeUndefined();
  });
});

// The Settings page's one Hints row reads the same whichever opponent is chosen ("Hints against
// Medium" changed with the setup page's choice): On where any game offers hints; Off turns them off
// in every game, On back to how they start (the Expert's asking first).
test('the Settings Hints: off in every game, or on as they start, whichever opponent is chosen', () => {
  const settings = structuredClone(DEFAULT_SETTINGS);
  expect(hintsAnywhere(settings)).toBe(true);
  setHintsEverywhere(settings, false);
  expect(hintsAnywhere(settings)).toBe(false);
  for (const opponent of ['easy', 'medium', 'hard', 'expert'])
    expect(hintsOn(settings, ['human', opponent]), opponent).toBe(false);
  expect(hintsOn(settings, ['human', 'human'])).toBe(false);
  // One game's hints turned on (its Hint asked): the row says On.
  setHints(settings, ['human', 'medium'], true);
  expect(hintsAnywhere(settings)).toBe(true);
  setHintsEverywhere(settings, true);
  expect(hintsOn(settings, ['human', 'easy'])).toBe(true);
  expect(hintsOn(settings, ['human', 'human'])).toBe(true);
  expect(hintsOn(settings, ['human', 'expert'])).toBe(false);
});
