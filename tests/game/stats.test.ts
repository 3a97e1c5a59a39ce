// Statistics: each finished game adds to its rules and opponent; streaks and the best margin
// follow the games; garbage in storage drops only the entries it spoils.
import { describe, expect, test } from 'vitest';
import { loadStats, recordGame, tallyLine } from '../../src/game/stats.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const fresh = (raw?: string) => {
  const storage = new MemoryStorage();
  if (raw !== undefined) storage.setItem(STORAGE_PREFIX + 'stats', raw);
  return new Store(storage);
};

describe('stats', () => {
  test('games, wins, draws, losses, best margin and streak per rules and opponent', () => {
    const store = fresh();
    recordGame(store, 'square:5', 'hard', 4);
    recordGame(store, 'square:5', 'hard', 7);
    expect(recordGame(store, 'square:5', 'hard', 2)).toEqual({
      games: 3,
      wins: 3,
      draws: 0,
      losses: 0,
      bestMargin: 7,
      streak: 3,
    });
    recordGame(store, 'square:5', 'hard', -3);
    expect(recordGame(store, 'square:5', 'hard', -1).streak).toBe(-2);
    expect(recordGame(store, 'square:5', 'hard', 0).streak).toBe(0);
    recordGame(store, 'petri:5/equal', 'easy', 1);
    const stats = loadStats(store);
    expect(stats['square:5']!.hard).toEqual({
      games: 6,
      wins: 3,
      draws: 1,
      losses: 2,
      bestMargin: 7,
      streak: 0,
    });
    expect(stats['petri:5/equal']!.easy!.wins).toBe(1);
    expect(tallyLine(stats['square:5']!.hard!)).toBe('6 games: 3 won, 1 drawn, 2 lost · best win by 7');
  });

  test('garbage reads as nothing, and a spoilt entry drops alone', () => {
    expect(loadStats(fresh('not json'))).toEqual({});
    expect(loadStats(fresh('[1,2]'))).toEqual({});
    const good = { games: 2, wins: 1, draws: 0, losses: 1, bestMargin: 3, streak: -1 };
    const store = fresh(
      JSON.stringify({
        'square:5': { hard: good, easy: { games: 'x' }, medium: { ...good, wins: 5 } },
        'square:4': 7,
      }),
    );
    expect(loadStats(store)).toEqual({ 'square:5': { hard: good } });
    // Recording on top of garbage keeps the good entry.
    recordGame(store, 'square:5', 'easy', 2);
    expect(loadStats(store)['square:5']).toEqual({
      hard: good,
      easy: { games: 1, wins: 1, draws: 0, losses: 0, bestMargin: 2, streak: 1 },
    });
  });
});
