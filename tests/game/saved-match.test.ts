// Resume: the saved match reads back with the same moves; a finished, broken or foreign save does
// not, and garbage is removed with one notice (an opponent we don't have: saved-opponent.test.ts). Storage problems are reported once per kind.
import { describe, expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { keepSavedMatch, loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX, type StorageLike } from '../../src/game/storage.ts';

function storeWith(value: string | null) {
  const storage = new MemoryStorage();
  if (value !== null) storage.setItem(STORAGE_PREFIX + SAVED_MATCH_KEY, value);
  const problems: string[] = [];
  return { storage, problems, store: new Store(storage, (p) => problems.push(p)) };
}

describe('saved match', () => {
  test('a side trip puts the save back as it was: a game in progress, or nothing', () => {
    const kept = JSON.stringify({
      rules: 'square:4',
      players: ['human', 'hard'],
      record: 'square:4 b3',
      over: false,
    });
    for (const before of [kept, null]) {
      const { store, storage } = storeWith(before);
      const putBack = keepSavedMatch(store);
      const trip = new Match(
        { rules: 'square:5', players: ['human', 'human'] },
        { client: new AgentClient(), store },
      );
      trip.start();
      trip.play(3);
      expect(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)).not.toBe(before);
      putBack();
      expect(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)).toBe(before);
    }
  });

  test('resume - a game played on from a retry comes back as one; a save from before such games as a game of its own', () => {
    const { store } = storeWith(null);
    const match = new Match(
      { rules: 'square:4', players: ['human', 'easy'], retryOf: 2 },
      { client: new AgentClient(), store, moves: [5] },
    );
    match.start();
    expect(loadSavedMatch(store)!.setup).toEqual({
      rules: 'square:4',
      players: ['human', 'easy'],
      retryOf: 2,
    });
    const older = storeWith(
      JSON.stringify({ rules: 'square:4', players: ['human', 'easy'], record: 'square:4 b3', over: false }),
    );
    expect(loadSavedMatch(older.store)!.setup).toEqual({ rules: 'square:4', players: ['human', 'easy'] });
    expect(older.problems).toEqual([]);
  });

  test('resume - the moves of a saved match come back', () => {
    const { store } = storeWith(null);
    const match = new Match(
      { rules: 'square:4/equal', players: ['human', 'human'] },
      { client: new AgentClient(), store },
    );
    match.start();
    match.play(5);
    match.play(0);
    const saved = loadSavedMatch(store)!;
    expect(saved.setup).toEqual({ rules: 'square:4/equal', players: ['human', 'human'] });
    expect(saved.moves).toEqual([5, 0]);
    expect(saved.moveNames).toEqual(['b3', 'a4']);
  });

  test('resume - a hex game with connection scoring comes back with its rules', () => {
    const { store } = storeWith(null);
    const match = new Match(
      { rules: 'HEX:3/connections', players: ['human', 'hard'] },
      { client: new AgentClient(), store },
    );
    match.start();
    match.play(9);
    const saved = loadSavedMatch(store)!;
    expect(saved.setup).toEqual({ rules: 'hex:3/connections', players: ['human', 'hard'] });
    expect(saved.moves).toEqual([9]);
  });

  test('resume - a save of the earlier shape (layout and an equal-moves flag) still loads', () => {
    const { store, problems } = storeWith(
      JSON.stringify({
        layout: 'petri:5',
        equalMoves: true,
        players: ['human', 'hard'],
        record: 'petri:5 c3 b2',
        over: false,
      }),
    );
    const saved = loadSavedMatch(store)!;
    expect(saved.setup).toEqual({ rules: 'petri:5/equal', players: ['human', 'hard'] });
    expect(saved.moveNames).toEqual(['c3', 'b2']);
    expect(problems).toEqual([]);
  });

  test('finished - nothing to resume', () => {
    const { store, problems } = storeWith(
      JSON.stringify({
        layout: 'square:3',
        equalMoves: false,
        players: ['human', 'hard'],
        record: 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3',
        over: true,
      }),
    );
    expect(loadSavedMatch(store)).toBeNull();
    expect(problems).toEqual([]);
  });

  test('save - the format it writes: the rules id, the players, the record, whether it is over and the write stamp', () => {
    const { store, storage } = storeWith(null);
    const match = new Match(
      { rules: 'grid:2x2', players: ['human', 'human'] },
      { client: new AgentClient(), store },
    );
    match.start();
    const saved = () => JSON.parse(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)!);
    match.play(0);
    expect(saved()).toEqual({
      rules: 'grid:2x2',
      players: ['human', 'human'],
      record: 'grid:2x2 a2',
      over: false,
      // The second write (the first at the start): one more than the save it replaced, by this match.
      rev: 2,
      by: expect.stringMatching(/^[a-z0-9]+$/),
    });
    const by = saved().by;
    for (const s of [1, 2, 3]) match.play(s);
    expect(saved()).toMatchObject({ record: 'grid:2x2 a2 b2 a1 b1', over: true, rev: 5, by });
  });

  test.each([
    ['not JSON', '{"layout":'],
    ['wrong shape', '[1,2,3]'],
    [
      'a record that does not replay',
      JSON.stringify({
        layout: 'square:4',
        equalMoves: false,
        players: ['human', 'hard'],
        record: 'square:4 a1 a1',
        over: false,
      }),
    ],
    [
      'a layout that does not parse',
      JSON.stringify({
        layout: 'hexagon:9',
        equalMoves: false,
        players: ['human', 'hard'],
        record: 'hexagon:9 a1',
        over: false,
      }),
    ],
    [
      'rules that disagree with the record',
      JSON.stringify({
        rules: 'hex:3/connections',
        players: ['human', 'hard'],
        record: 'hex:3 a1',
        over: false,
      }),
    ],
  ])('garbage (%s) - starts fresh with one notice and the save is removed', (_, value) => {
    const { store, storage, problems } = storeWith(value);
    expect(loadSavedMatch(store)).toBeNull();
    expect(loadSavedMatch(store)).toBeNull();
    expect(problems).toEqual(['garbage']);
    expect(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)).toBeNull();
  });

  test('full storage - reported once however many moves fail to save', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const problems: string[] = [];
    const store = new Store(full, (p) => problems.push(p));
    const match = new Match(
      { rules: 'square:4', players: ['human', 'human'] },
      { client: new AgentClient(), store },
    );
    match.start();
    for (const s of [0, 1, 2, 3]) expect(match.play(s)).toBe(true);
    expect(problems).toEqual(['full']);
  });

  test('blocked storage - reported as blocked', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const problems: string[] = [];
    expect(loadSavedMatch(new Store(blocked, (p) => problems.push(p)))).toBeNull();
    expect(problems).toEqual(['blocked']);
  });
});
