// A save names its opponent as a link does, and passes the same check: a hand-edited save asking
// the expert for more than it can search in a move's time, or naming an opponent we don't have,
// goes on against one that can play, says so once, and keeps the board, the moves and the
// original save (moved aside, to recover by hand).
import { describe, expect, test } from 'vitest';
import { readMatchLink } from '../../src/game/links.ts';
import { opponentProblem } from '../../src/game/opponent-check.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX, UNREADABLE_PREFIX } from '../../src/game/storage.ts';

function storeWith(players: [string, string]) {
  const storage = new MemoryStorage();
  const saved = JSON.stringify({ rules: 'square:5', players, record: 'square:5 c3 b2 d4', over: false });
  storage.setItem(STORAGE_PREFIX + SAVED_MATCH_KEY, saved);
  const told: string[] = [];
  return { storage, saved, told, store: new Store(storage, (_, words) => told.push(words)) };
}

describe("a save's opponent", () => {
  test.each([
    ['expert:1000000000', 'expert'],
    ['expert:5000001', 'expert'],
    ['EXPERT:999999999999', 'expert'],
  ])('%s, too much for a move, goes on as %s with the board and moves kept', (id, standIn) => {
    const { store, storage, saved, told } = storeWith(['human', id]);
    const resumed = loadSavedMatch(store);
    expect(resumed?.setup.players).toEqual(['human', standIn]);
    expect(resumed?.moveNames).toEqual(['c3', 'b2', 'd4']);
    expect(told).toEqual([
      'This saved game asked the expert to search more than it can in the time a move may take; it goes on against Expert at its usual strength, with your board and moves as they were.',
    ]);
    // The save now names the stand-in, so the next read is quiet; the original is kept aside.
    expect(loadSavedMatch(store)?.setup.players).toEqual(['human', standIn]);
    expect(told).toHaveLength(1);
    expect(storage.getItem(UNREADABLE_PREFIX + SAVED_MATCH_KEY)).toBe(saved);
  });

  test("an opponent we don't have goes on as Medium, named in the words", () => {
    const { store, told } = storeWith(['grandmaster', 'human']);
    const resumed = loadSavedMatch(store);
    expect(resumed?.setup.players).toEqual(['medium', 'human']);
    expect(resumed?.moves).toHaveLength(3);
    expect(told).toEqual([
      "This saved game names an opponent we don't have ('grandmaster'); it goes on against Medium, with your board and moves as they were.",
    ]);
  });

  test('a known kind with a bad argument goes on as that kind', () => {
    const { store } = storeWith(['human', 'hard:banana']);
    expect(loadSavedMatch(store)?.setup.players).toEqual(['human', 'hard']);
  });

  test('the expert within its budget, and two people, resume as they are, with nothing said', () => {
    for (const players of [
      ['human', 'expert:5000000'],
      ['human', 'human'],
      ['adaptive:0.42', 'human'],
    ] as Array<[string, string]>) {
      const { store, told, storage, saved } = storeWith(players);
      expect(loadSavedMatch(store)?.setup.players).toEqual(players);
      expect(told).toEqual([]);
      expect(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)).toBe(saved);
    }
  });

  test('one check for links and saves', () => {
    for (const id of ['expert:1000000000', 'expert:1000000001', 'grandmaster', 'hard:banana', 'expert:0']) {
      const problem = opponentProblem(id);
      expect(problem, id).not.toBeNull();
      const link = readMatchLink(`?layout=square:5&p2=${id}`);
      expect(link && 'error' in link ? link.error : null, id).toMatch(
        problem!.kind === 'too-slow' ? /^the link's p2 asks too much/ : /^the link's p2 is wrong/,
      );
    }
    expect(opponentProblem('expert:5000000')).toBeNull();
    expect(opponentProblem('human')).toBeNull();
  });
});
