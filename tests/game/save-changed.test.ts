// Two tabs, one save: a match resumed in one tab finds the save changed under it (the other tab
// played on) and says so once, and never writes its older game over the newer one.
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../src/ai/client.ts';
import { Match } from '../../src/game/match.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const client = new AgentClient();

describe('the save changed under a tab', () => {
  test('a resumed game that finds a newer save stops saving and says so once', () => {
    const storage = new MemoryStorage();
    const tabA = new Store(storage);
    const tabB = new Store(storage);
    const a = new Match({ rules: 'square:5', players: ['human', 'human'] }, { client, store: tabA });
    a.start();
    for (const s of [0, 24, 4, 20]) a.play(s);
    // Tab B resumes the 4-move game.
    const saved = loadSavedMatch(tabB)!;
    let told = 0;
    const b = new Match(saved.setup, {
      client,
      store: tabB,
      moves: saved.moves,
      resumed: true,
      onSaveChanged: () => told++,
    });
    b.start();
    // Tab A plays on; its save is now the newer game.
    for (const s of [6, 18]) a.play(s);
    const newer = storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY);
    expect(loadSavedMatch(tabB)!.moves).toHaveLength(6);
    b.play(12);
    b.play(8);
    expect(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)).toBe(newer);
    expect(told).toBe(1);
  });

  test('a resumed game saves each move while the save is its own, undo included', () => {
    const storage = new MemoryStorage();
    const store = new Store(storage);
    const first = new Match({ rules: 'square:5', players: ['human', 'human'] }, { client, store });
    first.start();
    first.play(0);
    const saved = loadSavedMatch(store)!;
    let told = 0;
    const again = new Match(saved.setup, {
      client,
      store,
      moves: saved.moves,
      resumed: true,
      onSaveChanged: () => told++,
    });
    again.start();
    again.play(24);
    again.play(4);
    again.undo();
    expect(loadSavedMatch(store)!.moves).toEqual(again.position.moves());
    expect(told).toBe(0);
  });

  test('a new game the player chose takes the save over', () => {
    const storage = new MemoryStorage();
    const store = new Store(storage);
    const old = new Match({ rules: 'square:5', players: ['human', 'human'] }, { client, store });
    old.start();
    old.play(0);
    const fresh = new Match({ rules: 'square:4', players: ['human', 'human'] }, { client, store });
    fresh.start();
    fresh.play(5);
    expect(loadSavedMatch(store)!.setup.rules).toBe('square:4');
    // The old game, played on in another tab, no longer writes over the new one.
    old.play(24);
    expect(loadSavedMatch(store)!.setup.rules).toBe('square:4');
  });
});
