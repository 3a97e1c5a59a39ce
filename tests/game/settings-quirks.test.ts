// A settings value spelled oddly (other letter case, spaces) is kept in its canonical spelling, one
// that is no id (zero-padded) gives way to the default, and neither costs the person their game: the
// match started from it is saved and resumes after a reload.
import { describe, expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { loadSavedMatch } from '../../src/game/saved-match.ts';
import { layoutOf, loadSettings } from '../../src/game/settings.ts';
import { forecastOn } from '../../src/game/forecast-setting.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

function storeWith(key: string, value: string) {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + key, value);
  const problems: string[] = [];
  return { problems, store: new Store(storage, (p) => problems.push(p)) };
}

describe('settings quirks', () => {
  test.each([
    ['square:6 ', 'square:6'],
    [' square:6', 'square:6'],
    ['SQUARE:6', 'square:6'],
    ['square:06', 'square:5'],
  ])('layout %j - read as %s, and the game started from it resumes', (id, canonical) => {
    const { store, problems } = storeWith('settings', JSON.stringify({ layouts: { square: id } }));
    const settings = loadSettings(store);
    expect(layoutOf(settings)).toBe(canonical);
    const match = new Match(
      { rules: layoutOf(settings), players: ['human', 'human'] },
      { client: new AgentClient(), store },
    );
    match.start();
    match.play(7);
    // A reload: the save is read back by a fresh load.
    const saved = loadSavedMatch(store);
    expect(saved?.setup.rules).toBe(canonical);
    expect(saved?.moves).toEqual([7]);
    expect(problems).toEqual([]);
  });

  test('a match whose setup spells its rules oddly saves them in the canonical spelling', () => {
    const { store } = storeWith('settings', '{}');
    const match = new Match(
      { rules: 'Square:5/EQUAL ', players: ['human', 'hard'] },
      { client: new AgentClient(), store },
    );
    expect(match.setup.rules).toBe('square:5/equal');
  });

  test('a save already written with an odd spelling still resumes', () => {
    const { store, problems } = storeWith(
      'match',
      JSON.stringify({
        layout: 'SQUARE:5 ',
        equalMoves: false,
        players: ['human', 'hard'],
        record: 'square:5 c3 d4',
        over: false,
      }),
    );
    const saved = loadSavedMatch(store);
    expect(saved?.setup).toEqual({ rules: 'square:5', players: ['human', 'hard'] });
    expect(saved?.moveNames).toEqual(['c3', 'd4']);
    expect(problems).toEqual([]);
  });

  test('a layout of another family or none at all keeps the default', () => {
    const { store } = storeWith(
      'settings',
      JSON.stringify({ layouts: { square: 'petri:6', petri: 'square:5' }, family: 'petri' }),
    );
    const settings = loadSettings(store);
    expect(settings.layouts.square).toBe('square:5');
    expect(settings.layouts.petri).toBe('petri:6');
  });
});

test('the forecast setting is read defensively: booleans per known mode kept, anything else dropped', () => {
  const odd = storeWith(
    'settings',
    JSON.stringify({ forecast: { solo: true, watch: 'yes', duo: false, chess: true } }),
  );
  expect(loadSettings(odd.store).forecast).toEqual({ solo: true, duo: false });
  const garbage = storeWith('settings', JSON.stringify({ forecast: 'on' })).store;
  expect(loadSettings(garbage).forecast).toEqual({});
  expect(forecastOn(loadSettings(garbage), 'solo')).toBe(false);
  expect(forecastOn(loadSettings(garbage), 'watch')).toBe(true);
  expect(forecastOn(loadSettings(odd.store), 'solo')).toBe(true);
});

test('the moves’ pace is kept as Fast or Normal; anything else is Normal', () => {
  expect(loadSettings(storeWith('settings', JSON.stringify({ moves: 'fast' })).store).moves).toBe('fast');
  expect(loadSettings(storeWith('settings', JSON.stringify({ moves: 'turbo' })).store).moves).toBe('normal');
  expect(loadSettings(storeWith('settings', JSON.stringify({})).store).moves).toBe('normal');
});
