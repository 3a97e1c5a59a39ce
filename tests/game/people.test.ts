// Two people on one device: names are tidied and cut, shown first mover first, and read back
// from saved settings without letting a broken save through.
import { describe, expect, test } from 'vitest';
import { describeMatch } from '../../src/game/match-description.ts';
import { NAME_MAX, tidyPersonName } from '../../src/game/people.ts';
import { loadSettings } from '../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const storeWith = (settings: unknown) => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + 'settings', JSON.stringify(settings));
  return new Store(storage, () => {});
};

describe('people', () => {
  test('tidyPersonName - spaces tidied, long names cut with …', () => {
    expect(tidyPersonName('  Ada   Lovelace ')).toBe('Ada Lovelace');
    const cut = tidyPersonName('Bartholomew the Magnificent');
    expect(Array.from(cut).length).toBe(NAME_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(tidyPersonName('<b>Al</b>\u0007')).toBe('<b>Al</b>');
  });

  test('describeMatch - duo names follow who moves first; an empty name is "Player n"', () => {
    expect(describeMatch(['human', 'human'], { names: ['Ada', 'Bo'], first: 0 }).names).toEqual([
      'Ada',
      'Bo',
    ]);
    expect(describeMatch(['human', 'human'], { names: ['Ada', 'Bo'], first: 1 }).names).toEqual([
      'Bo',
      'Ada',
    ]);
    expect(describeMatch(['human', 'human'], { names: ['', 'Bo'], first: 0 }).names).toEqual([
      'Player 1',
      'Bo',
    ]);
    expect(describeMatch(['human', 'hard'], { names: ['Ada', 'Bo'], first: 0 }).names).toEqual([
      'You',
      'Hard',
    ]);
  });

  test('loadSettings - names and the first mover read back; a broken save keeps the defaults', () => {
    expect(
      loadSettings(storeWith({ people: { names: ['Ada', 'A very long name indeed'], first: 1 } })).people,
    ).toEqual({ names: ['Ada', tidyPersonName('A very long name indeed')], first: 1 });
    expect(loadSettings(storeWith({ people: { names: 'Ada', first: 7 } })).people).toEqual({
      names: ['', ''],
      first: 0,
    });
  });

  test('loadSettings - a saved board kept; a corrupt one falls back to the family size', () => {
    expect(loadSettings(storeWith({ custom: 'custom:3x3:fe8' })).custom).toBe('custom:3x3:fe8');
    expect(loadSettings(storeWith({ custom: 'custom:3x3:1' })).custom).toBeNull();
    expect(loadSettings(storeWith({ custom: 'square:5' })).custom).toBeNull();
  });
});
