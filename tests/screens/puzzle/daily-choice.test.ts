// A player's first days' daily is on a board they know: square boards before any game, then the
// families (and rule options) of the games and puzzles they played before today; the same all day
// whatever they play meanwhile; everyone's daily when it is on a known board, and after their first
// FIRST_DAILY_DAYS days of dailies. The day's difficulty (its weekday's tier) stays.
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { PUZZLE_ENTRIES } from '../../../src/ai/puzzles/puzzle-set.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber, dailyTiers, dayAfter, weekdayOf } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import {
  boardKind,
  dailyNumberFor,
  FIRST_DAILY_DAYS,
  newcomersDaily,
  todaysDaily,
} from '../../../src/screens/puzzle/daily-choice.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';

/** The reviewer's first day, whose daily for everyone is a beaker. */
const DAY_ONE = '2026-12-04';
const family = (n: number) => boardKind(PUZZLE_ENTRIES[n - 1]!.record);
const days = Array.from({ length: 28 }, (_, i) => dayAfter(DAY_ONE, i));
const game = (rules: string, day: string) => ({ rules, endedAt: new Date(`${day}T12:00:00`).getTime() });

describe("the first days' daily", () => {
  test('a newcomer meets square boards with the classic rules, from the weekday’s tier, where everyone’s is on another board', () => {
    expect(family(dailyNumber(DAY_ONE)).family).toBe('beaker');
    for (const day of days) {
      const n = newcomersDaily(day);
      expect(family(n)).toEqual({ family: 'square', options: [] });
      expect(dailyTiers()[weekdayOf(day)]).toContain(n);
      if (family(dailyNumber(day)).family === 'square' && family(dailyNumber(day)).options.length === 0)
        expect(n).toBe(dailyNumber(day));
    }
    // Not one puzzle every day: the days go round the tier.
    expect(new Set(days.map(newcomersDaily)).size).toBeGreaterThan(7);
  });

  test("the boards of yesterday's games join in; a game today changes nothing until tomorrow", () => {
    const yesterday = dayAfter(DAY_ONE, -1);
    const petri = [game('petri:5', yesterday)];
    const families = new Set(days.map((d) => family(dailyNumberFor(d, petri, {})).family));
    expect([...families].sort()).toEqual(['petri', 'square']);
    // Everyone's daily on a known board is everyone's.
    for (const d of days)
      if (
        ['petri', 'square'].includes(family(dailyNumber(d)).family) &&
        family(dailyNumber(d)).options.length === 0
      )
        expect(dailyNumberFor(d, petri, {})).toBe(dailyNumber(d));
    // A beaker game today: today's daily stays as it was this morning; tomorrow beakers may come.
    const beakerToday = [game('beaker:6x7', DAY_ONE)];
    expect(dailyNumberFor(DAY_ONE, beakerToday, {})).toBe(newcomersDaily(DAY_ONE));
    expect(dailyNumberFor(dayAfter(DAY_ONE), beakerToday, {})).toBe(
      dailyNumberFor(dayAfter(DAY_ONE), [game('beaker:6x7', yesterday)], {}),
    );
    // Rule options count as a board of their own: connections only after a game with them.
    const plain = days.map((d) => family(dailyNumberFor(d, [game('hex:4', yesterday)], {})));
    expect(plain.every((k) => k.options.length === 0)).toBe(true);
  });

  test("after the first days of dailies, everyone's daily", () => {
    const history = Object.fromEntries(
      Array.from({ length: FIRST_DAILY_DAYS }, (_, i) => [
        String(newcomersDaily(dayAfter(DAY_ONE, -1 - i))),
        { day: dayAfter(DAY_ONE, -1 - i), tries: 0, solved: true, daily: true },
      ]),
    );
    expect(dailyNumberFor(DAY_ONE, [], history)).toBe(dailyNumber(DAY_ONE));
    const fewer = Object.fromEntries(Object.entries(history).slice(1));
    expect(dailyNumberFor(DAY_ONE, [], fewer)).not.toBe(dailyNumber(DAY_ONE));
  });

  test('the puzzle opened from the store is the player’s daily, and its title says it is theirs', () => {
    const store = new Store(new MemoryStorage());
    const open = (s: Store) =>
      PuzzleModel.open({ client: new AgentClient(), store: s, today: () => DAY_ONE, canShare: false });
    const mine = open(store);
    expect(mine.puzzle.number).toBe(todaysDaily(store, DAY_ONE));
    expect(mine.daily).toBe(true);
    expect(mine.snapshot().title).toMatch(/^Your daily puzzle · /);
    // A player past their first days meets everyone's, titled as everyone's.
    const veteran = new Store(new MemoryStorage());
    for (let i = 1; i <= FIRST_DAILY_DAYS; i++) {
      const d = dayAfter(DAY_ONE, -i);
      recordPuzzle(veteran, todaysDaily(veteran, d), { day: d, tries: 0, solved: true, daily: true });
    }
    const theirs = open(veteran);
    expect(theirs.puzzle.number).toBe(dailyNumber(DAY_ONE));
    expect(theirs.snapshot().title).toMatch(/^Daily puzzle · /);
  });
});
