// Garbage under a storage key: the player is told what was lost, in their words, once per key,
// and the unreadable value is moved aside under a key of its own (to recover by hand), not deleted.
import { describe, expect, test } from 'vitest';
import { loadHistory } from '../../src/game/game-history.ts';
import { loadBoards } from '../../src/game/saved-boards.ts';
import { loadPuzzleHistory } from '../../src/game/puzzle-history.ts';
import { triesSoFar } from '../../src/game/puzzle-tries.ts';
import { loadSavedMatch } from '../../src/game/saved-match.ts';
import { loadSettings } from '../../src/game/settings.ts';
import { loadSkill } from '../../src/game/skill.ts';
import { loadStats } from '../../src/game/stats.ts';
import { tutorialOffered } from '../../src/game/tutorial-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX, UNREADABLE_PREFIX } from '../../src/game/storage.ts';

const GARBAGE = '{"wins": 3, oops';

function storeWith(key: string, value: string) {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_PREFIX + key, value);
  const told: Array<[string, string]> = [];
  return { storage, told, store: new Store(storage, (problem, message) => told.push([problem, message])) };
}

describe('an unreadable key names what was lost and is moved aside', () => {
  test.each([
    ['stats', (s: Store) => loadStats(s), 'Your record could not be read; it starts again.'],
    ['boards', (s: Store) => loadBoards(s), 'Your saved boards could not be read; the list starts again.'],
    [
      'puzzles',
      (s: Store) => loadPuzzleHistory(s),
      'Your puzzle history could not be read; it starts again.',
    ],
    [
      'puzzle-tries',
      (s: Store) => triesSoFar(s, 12, '2026-11-29'),
      "Today's wrong tries at puzzles not yet solved could not be read; they start again.",
    ],
    [
      'skill',
      (s: Store) => loadSkill(s),
      "Adaptive's measure of your play could not be read; it starts again.",
    ],
    [
      'tutorial',
      (s: Store) => tutorialOffered(s),
      'Whether you were offered the guided first game could not be read; it may be offered again.',
    ],
    [
      'settings',
      (s: Store) => loadSettings(s),
      'Your settings could not be read; they are back to the defaults.',
    ],
    [
      'building',
      (s: Store) => s.read('building', (v): v is string => typeof v === 'string'),
      'The board you were building could not be read; the builder starts empty.',
    ],
    [
      'history',
      (s: Store) => loadHistory(s),
      'Your games (the finished games kept on this device) could not be read; the list starts again.',
    ],
    [
      'match',
      (s: Store) => loadSavedMatch(s),
      'A saved game could not be read (an older or broken save); starting fresh.',
    ],
  ] as const)('%s', (key, load, words) => {
    const { storage, told, store } = storeWith(key, GARBAGE);
    load(store);
    load(store);
    expect(told).toEqual([['garbage', words]]);
    expect(storage.getItem(STORAGE_PREFIX + key)).toBeNull();
    expect(storage.getItem(UNREADABLE_PREFIX + key)).toBe(GARBAGE);
  });

  test('a saved game that parses but does not replay is moved aside as it was', () => {
    const value = JSON.stringify({
      rules: 'square:4',
      players: ['human', 'hard'],
      record: 'square:4 a1 a1',
      over: false,
    });
    const { storage, told, store } = storeWith('match', value);
    expect(loadSavedMatch(store)).toBeNull();
    expect(told.map(([p]) => p)).toEqual(['garbage']);
    expect(storage.getItem(UNREADABLE_PREFIX + 'match')).toBe(value);
  });

  test('two unreadable keys are two notices, each naming its own loss', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_PREFIX + 'stats', 'x');
    storage.setItem(STORAGE_PREFIX + 'boards', 'y');
    const told: string[] = [];
    const store = new Store(storage, (_, message) => told.push(message));
    loadStats(store);
    loadBoards(store);
    expect(told).toEqual([
      'Your record could not be read; it starts again.',
      'Your saved boards could not be read; the list starts again.',
    ]);
  });

  test('where the value cannot be moved aside (storage full), it is left where it was', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_PREFIX + 'stats', GARBAGE);
    const full = {
      getItem: (k: string) => storage.getItem(k),
      removeItem: (k: string) => storage.removeItem(k),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const told: string[] = [];
    loadStats(new Store(full, (_, message) => told.push(message)));
    expect(storage.getItem(STORAGE_PREFIX + 'stats')).toBe(GARBAGE);
    expect(told).toEqual(['Your record could not be read; it starts again.']);
  });
});

describe('a spoilt entry inside a readable key is dropped by name, the rest kept', () => {
  const GOOD = { name: 'Good', id: 'custom:3x3:ff8' };
  const ALSO = { name: 'Also good', id: 'custom:2x2:f' };

  test('one bad saved board among good ones: a notice names it, it is moved aside, the others stay', () => {
    const bad = { name: 'Broken\u001b', id: 'custom:9x9:zz' };
    const { storage, store, told } = storeWith('boards', JSON.stringify([GOOD, bad, 7, ALSO]));
    expect(loadBoards(store)).toEqual([GOOD, ALSO]);
    expect(told).toEqual([
      [
        'garbage',
        "2 saved boards could not be read and are left out ('Broken\\x1b', board 3); your other boards are kept.",
      ],
    ]);
    // The good ones alone under the key, the bad ones aside to recover by hand.
    expect(JSON.parse(storage.getItem(STORAGE_PREFIX + 'boards')!)).toEqual([GOOD, ALSO]);
    expect(JSON.parse(storage.getItem(UNREADABLE_PREFIX + 'boards:entries')!)).toEqual([bad, 7]);
    // Read again: nothing more to tell, nothing set aside twice.
    expect(loadBoards(store)).toEqual([GOOD, ALSO]);
    expect(told).toHaveLength(1);
    expect(JSON.parse(storage.getItem(UNREADABLE_PREFIX + 'boards:entries')!)).toEqual([bad, 7]);
  });

  test('a bad tally in the record and a bad puzzle entry are named the same way', () => {
    const tally = { games: 2, wins: 1, draws: 0, losses: 1, bestMargin: 3, streak: -1 };
    const stats = storeWith(
      'stats',
      JSON.stringify({ 'square:5': { easy: tally, hard: { games: 'lots' } }, 'hex:3': 5 }),
    );
    expect(loadStats(stats.store)).toEqual({ 'square:5': { easy: tally } });
    expect(stats.told.map(([, m]) => m)).toEqual([
      "2 entries in your record could not be read and are left out ('square:5' against 'hard', 'hex:3'); the rest of your record is kept.",
    ]);
    const puzzles = storeWith('puzzles', JSON.stringify({ '12': 'nonsense' }));
    expect(loadPuzzleHistory(puzzles.store)).toEqual({});
    expect(puzzles.told.map(([, m]) => m)).toEqual([
      'An entry in your puzzle history could not be read and is left out (puzzle 12); the rest is kept.',
    ]);
  });
});
