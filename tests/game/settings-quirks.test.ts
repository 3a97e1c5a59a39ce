// A settings value spelled oddly (zero-padded, with spaces) is kept in its canonical spelling, and
// never costs the person their game: the match started from it is saved and resumes after a reload.
import { describe, expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { LocalOpponentClient } from '../../src/game/opponent-client.ts';
import { loadSavedMatch } from '../../src/game/saved-match.ts';
import { layoutOf, loadSettings } from '../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

function storeWith(key: string, value: string) {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + key, value);
  const problems: string[] = [];
  return { problems, store: new Store(storage, (p) => problems.push(p)) };
}

describe('settings quirks', () => {
  test.each(['square:05', 'square:5 ', ' square:5', 'SQUARE:5'])('layout %j - read as square:5, and the game started from it resumes', (id) => {
    const { store, problems } = storeWith('settings', JSON.stringify({ layouts: { square: id } }));
    const settings = loadSettings(store);
    expect(layoutOf(settings)).toBe('square:5');
    const match = new Match({ layout: layoutOf(settings), equalMoves: false, players: ['human', 'human'] }, { client: new LocalOpponentClient(), store });
    match.start();
    match.play(7);
    // A reload: the save is read back by a fresh load.
    const saved = loadSavedMatch(store);
    expect(saved?.setup.layout).toBe('square:5');
    expect(saved?.moves).toEqual([7]);
    expect(problems).toEqual([]);
  });

  test('a match whose setup spells its layout oddly saves it in the canonical spelling', () => {
    const { store } = storeWith('settings', '{}');
    const match = new Match({ layout: 'square:05 ', equalMoves: false, players: ['human', 'hard'] }, { client: new LocalOpponentClient(), store });
    expect(match.setup.layout).toBe('square:5');
  });

  test('a save already written with an odd spelling still resumes', () => {
    const { store, problems } = storeWith('match', JSON.stringify({
      layout: 'square:05', equalMoves: false, players: ['human', 'hard'], record: 'square:5 c3 d4', over: false,
    }));
    const saved = loadSavedMatch(store);
    expect(saved?.setup).toEqual({ layout: 'square:5', equalMoves: false, players: ['human', 'hard'] });
    expect(saved?.moveNames).toEqual(['c3', 'd4']);
    expect(problems).toEqual([]);
  });

  test('a layout of another family or none at all keeps the default', () => {
    const { store } = storeWith('settings', JSON.stringify({ layouts: { square: 'petri:6', petri: 'square:05' }, family: 'petri' }));
    const settings = loadSettings(store);
    expect(settings.layouts.square).toBe('square:5');
    expect(settings.layouts.petri).toBe('petri:6');
  });
});
