// The daily puzzle by date, puzzle links, and the puzzle history with its streak.
import { describe, expect, test } from 'vitest';
import { puzzleCount } from '../../src/ai/puzzles/puzzle-set.ts';
import {
  dailyRun,
  loadPuzzleHistory,
  puzzleLine,
  puzzleStreak,
  puzzlesSolved,
  puzzleTally,
  recordPuzzle,
} from '../../src/game/puzzle-history.ts';
import {
  dailyNumber,
  dayAfter,
  dayNumber,
  FIRST_DAY,
  localDay,
  puzzleLink,
  puzzleQuestion,
  readPuzzleLink,
} from '../../src/game/puzzles.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

describe('daily puzzle', () => {
  test('without graded puzzles, the set in order from the first day, round again after its end and before its start', () => {
    const none = new Array<number>(puzzleCount()).fill(0);
    expect(dailyNumber(FIRST_DAY, none)).toBe(1);
    expect(dailyNumber(dayAfter(FIRST_DAY, 1), none)).toBe(2);
    expect(dailyNumber(dayAfter(FIRST_DAY, puzzleCount() - 1), none)).toBe(puzzleCount());
    expect(dailyNumber(dayAfter(FIRST_DAY, puzzleCount()), none)).toBe(1);
    expect(dailyNumber(dayAfter(FIRST_DAY, -1), none)).toBe(puzzleCount());
  });

  test('the day is the local calendar day, and only real dates are days', () => {
    expect(localDay(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localDay(new Date(2026, 10, 24, 0, 1))).toBe('2026-11-24');
    expect(dayNumber('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '26-01-01', 'today', ''])
      expect(dayNumber(bad), bad).toBeNull();
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  test('the question says win by how much, or save the draw', () => {
    expect(puzzleQuestion({ value: 6 })).toBe('Find the best move: it wins by 6');
    expect(puzzleQuestion({ value: 0 })).toBe('Find the best move: it saves the draw');
  });
});

describe('puzzle links', () => {
  test('a link names a puzzle by number, and reads back', () => {
    const link = puzzleLink('https://example.org/game/?layout=square:6&p1=human', 7);
    expect(link).toBe('https://example.org/game/?puzzle=7');
    expect(readPuzzleLink(new URL(link).search)).toEqual({ number: 7 });
    expect(readPuzzleLink('?layout=square:6')).toBeNull();
    expect(readPuzzleLink('?puzzle=daily')).toEqual({ number: dailyNumber(localDay(new Date())) });
  });

  test.each(['0', '-3', 'x', '1e3', '99999999', String(puzzleCount() + 1)])(
    'a bad puzzle link %s gets a sentence',
    (text) => {
      const read = readPuzzleLink(`?puzzle=${encodeURIComponent(text)}`);
      expect(read).toEqual({
        error: `That puzzle link names no puzzle we have (puzzles go from 1 to ${puzzleCount()}); here is today's puzzle.`,
      });
    },
  );
});

describe('puzzle history', () => {
  const fresh = (raw?: string) => {
    const storage = new MemoryStorage();
    if (raw !== undefined) storage.setItem(STORAGE_PREFIX + 'puzzles', raw);
    return new Store(storage);
  };

  test('dailies played on days in a row make the streak; a missed day ends it', () => {
    const store = fresh();
    recordPuzzle(store, 1, { day: '2026-01-01', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 2, { day: '2026-01-02', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 3, { day: '2026-01-03', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 9, { day: '2026-01-03', tries: 0, solved: true, daily: false });
    const history = loadPuzzleHistory(store);
    expect(puzzleStreak(history, '2026-01-03')).toBe(3);
    // Today's not done yet: yesterday's streak still counts.
    expect(puzzleStreak(history, '2026-01-04')).toBe(3);
    expect(puzzleStreak(history, '2026-01-05')).toBe(0);
    expect(puzzlesSolved(history)).toBe(4);
    // An answer shown after the three tries is not a solve, but the day was played: the streak
    // is never lost for trying.
    recordPuzzle(store, 4, { day: '2026-01-04', tries: 3, solved: false, daily: true });
    expect(puzzleStreak(loadPuzzleHistory(store), '2026-01-04')).toBe(4);
    expect(puzzlesSolved(loadPuzzleHistory(store))).toBe(4);
    expect(recordPuzzle(store, 3, { day: '2026-01-04', tries: 5, solved: false, daily: false })).toEqual({
      day: '2026-01-03',
      tries: 0,
      solved: true,
      daily: true,
    });
    // The Record's line: each puzzle counted once, solved or shown.
    expect(puzzleTally(loadPuzzleHistory(store))).toEqual({ solved: 4, shown: 1 });
    expect(puzzleLine(puzzleTally(loadPuzzleHistory(store)))).toBe('4 solved, 1 shown');
  });

  test('a daily solved after wrong tries is a day of the streak, not a first-try one', () => {
    const store = fresh();
    recordPuzzle(store, 1, { day: '2026-01-01', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 2, { day: '2026-01-02', tries: 0, solved: true, daily: true });
    // Two wrong tries, then the answer: the day counts, marked as not a first try.
    expect(recordPuzzle(store, 3, { day: '2026-01-03', tries: 2, solved: true, daily: true })).toEqual({
      day: '2026-01-03',
      tries: 2,
      solved: true,
      daily: true,
      held: true,
    });
    let history = loadPuzzleHistory(store);
    expect(dailyRun(history, '2026-01-03')).toEqual({
      days: 3,
      firstTry: 2,
      solvedToday: true,
      playedToday: true,
    });
    expect(puzzleStreak(history, '2026-01-03')).toBe(3);
    expect(puzzlesSolved(history)).toBe(3);
    recordPuzzle(store, 4, { day: '2026-01-04', tries: 0, solved: true, daily: true });
    history = loadPuzzleHistory(store);
    expect(dailyRun(history, '2026-01-04')).toEqual({
      days: 4,
      firstTry: 3,
      solvedToday: true,
      playedToday: true,
    });
    // Tomorrow, before its puzzle: the run stands, today not played yet.
    expect(dailyRun(history, '2026-01-05')).toEqual({
      days: 4,
      firstTry: 3,
      solvedToday: false,
      playedToday: false,
    });
    // The answer shown after three wrong tries: the day is played, not solved, not a first try.
    recordPuzzle(store, 5, { day: '2026-01-05', tries: 3, solved: false, daily: true });
    expect(dailyRun(loadPuzzleHistory(store), '2026-01-05')).toEqual({
      days: 5,
      firstTry: 3,
      solvedToday: false,
      playedToday: true,
    });
    // The same daily played again that day and solved: it stays as it went, shown.
    expect(recordPuzzle(store, 5, { day: '2026-01-05', tries: 0, solved: true, daily: true })).toEqual({
      day: '2026-01-05',
      tries: 3,
      solved: false,
      daily: true,
    });
    expect(dailyRun(loadPuzzleHistory(store), '2026-01-05')).toEqual({
      days: 5,
      firstTry: 3,
      solvedToday: false,
      playedToday: true,
    });
    expect(puzzlesSolved(loadPuzzleHistory(store))).toBe(4);
    // A puzzle that is not the daily has nothing to mark.
    expect(
      recordPuzzle(store, 7, { day: '2026-01-05', tries: 2, solved: true, daily: false }).held,
    ).toBeUndefined();
  });

  test('a streak kept under the first-try rule reads as long or longer: every solved day now counts', () => {
    // Kept by earlier versions: v1 counted every solved day (no "held"); the first-try rule
    // marked later tries "held" and counted 2 of these 4 days. Now all 4 count, 2 of them first try.
    const store = fresh(
      JSON.stringify({
        1: { day: '2026-01-01', tries: 3, solved: true, daily: true },
        2: { day: '2026-01-02', tries: 0, solved: true, daily: true },
        3: { day: '2026-01-03', tries: 5, solved: true, daily: true, held: true },
        4: { day: '2026-01-04', tries: 0, solved: true, daily: true },
        5: { day: '2026-01-05', tries: 0, solved: true, daily: true, held: 'yes' },
      }),
    );
    const history = loadPuzzleHistory(store);
    expect(dailyRun(history, '2026-01-04')).toEqual({
      days: 4,
      firstTry: 2,
      solvedToday: true,
      playedToday: true,
    });
    // A "held" that is not true is garbage: that entry alone is dropped, and the rest kept as stored.
    expect(history[5]).toBeUndefined();
    expect(Object.keys(loadPuzzleHistory(store))).toEqual(['1', '2', '3', '4']);
    expect(dailyRun(loadPuzzleHistory(store), '2026-01-05')).toEqual({
      days: 4,
      firstTry: 2,
      solvedToday: false,
      playedToday: false,
    });
  });

  test('a daily shown under the old rules (any tries) still reads, and counts as a played day', () => {
    const store = fresh(
      JSON.stringify({
        1: { day: '2026-01-01', tries: 0, solved: true, daily: true },
        2: { day: '2026-01-02', tries: 7, solved: false, daily: true },
        3: { day: '2026-01-03', tries: 1, solved: false, daily: true },
      }),
    );
    const history = loadPuzzleHistory(store);
    expect(Object.keys(history)).toEqual(['1', '2', '3']);
    expect(dailyRun(history, '2026-01-03')).toEqual({
      days: 3,
      firstTry: 1,
      solvedToday: false,
      playedToday: true,
    });
    expect(puzzleTally(history)).toEqual({ solved: 1, shown: 2 });
  });

  test("replaying a past daily on a later day keeps it that day's daily: the streak stands", () => {
    const store = fresh();
    recordPuzzle(store, 1, { day: '2026-01-01', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 2, { day: '2026-01-02', tries: 0, solved: true, daily: true });
    expect(puzzleStreak(loadPuzzleHistory(store), '2026-01-02')).toBe(2);
    // Still on day 2, puzzle 1 opened by its link and solved again: a replay, not a daily.
    const kept = recordPuzzle(store, 1, { day: '2026-01-02', tries: 0, solved: true, daily: false });
    expect(kept).toMatchObject({ day: '2026-01-01', daily: true, solved: true });
    expect(puzzleStreak(loadPuzzleHistory(store), '2026-01-02')).toBe(2);
    // A daily whose answer was shown, replayed and solved on a later day: solved, and its day
    // as a daily still counts as played.
    recordPuzzle(store, 3, { day: '2026-01-03', tries: 3, solved: false, daily: true });
    expect(recordPuzzle(store, 3, { day: '2026-01-04', tries: 0, solved: true, daily: false })).toEqual({
      day: '2026-01-04',
      tries: 0,
      solved: true,
      daily: false,
      earlierDailies: ['2026-01-03'],
    });
    expect(puzzleStreak(loadPuzzleHistory(store), '2026-01-04')).toBe(3);
    expect(puzzlesSolved(loadPuzzleHistory(store))).toBe(3);
  });

  test('the streak survives the set starting again: a year and a day of dailies in a row', () => {
    const store = fresh();
    const days = puzzleCount() + 5;
    for (let i = 0; i < days; i++) {
      const day = dayAfter(FIRST_DAY, i);
      recordPuzzle(store, dailyNumber(day), { day, tries: 0, solved: true, daily: true });
    }
    const last = dayAfter(FIRST_DAY, days - 1);
    expect(puzzleStreak(loadPuzzleHistory(store), last)).toBe(days);
    // Each puzzle is still counted once in the Record's line: the calendar went round its puzzles.
    const dailies = new Set(Array.from({ length: days }, (_, i) => dailyNumber(dayAfter(FIRST_DAY, i))));
    expect(puzzleTally(loadPuzzleHistory(store))).toEqual({ solved: dailies.size, shown: 0 });
    expect(dailies.size).toBeLessThan(days);
  });

  test('garbage reads as nothing, and a spoilt entry drops alone', () => {
    expect(loadPuzzleHistory(fresh('not json'))).toEqual({});
    const good = { day: '2026-01-02', tries: 1, solved: true, daily: true };
    const store = fresh(
      JSON.stringify({
        2: good,
        3: { ...good, day: '2026-02-31' },
        4: { ...good, tries: -1 },
        x: good,
        5: 'yes',
      }),
    );
    expect(loadPuzzleHistory(store)).toEqual({ 2: good });
    recordPuzzle(store, 6, { ...good, day: '2026-01-03' });
    expect(Object.keys(loadPuzzleHistory(store))).toEqual(['2', '6']);
  });
});
