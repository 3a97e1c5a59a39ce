// The days in a row (screens/history/days-in-a-row.ts): a day counts with a game won or the day's
// puzzle played, a lost game alone does not, a missed day starts the run again (kept as "before"),
// and days are the device's calendar days, not spans of 24 hours.
import { expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import type { PuzzleHistory } from '../../../src/game/puzzle-history.ts';
import { localDay } from '../../../src/game/puzzles.ts';
import { calendarDay, daysInARow } from '../../../src/screens/history/days-in-a-row.ts';
import { personGame, storeRig } from './history-rig.ts';

/** Local times: 2026-03-`day` at `hour`:`minute` on the device's clock. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();
const key = (day: number) => localDay(new Date(2026, 2, day, 12));

function kept(...games: ['win' | 'loss' | 'draw', number][]) {
  const { store } = storeRig();
  for (const [want, when] of games) keepGame(store, personGame('square:4', 'easy', want, when));
  return loadHistory(store);
}

test('wins on three days running make 3 days in a row, today counted', () => {
  const run = daysInARow(kept(['win', at(10, 9)], ['win', at(11, 20)], ['win', at(12, 8)]), {}, key(12));
  expect(run).toMatchObject({ days: 3, today: true, before: false, best: 3 });
});

test('a missed day starts the run afresh, with the earlier run kept as the best and said as before', () => {
  const games = kept(['win', at(5, 9)], ['win', at(6, 9)], ['win', at(7, 9)], ['win', at(9, 9)]);
  expect(daysInARow(games, {}, key(9))).toMatchObject({ days: 1, today: true, before: true, best: 3 });
  // The day after a missed one, before anything is played: no run, a fresh start waits.
  expect(daysInARow(games, {}, key(11))).toMatchObject({ days: 0, today: false, before: true });
});

test('a run up to yesterday still stands today until today is played', () => {
  const run = daysInARow(kept(['win', at(10, 9)], ['win', at(11, 9)]), {}, key(12));
  expect(run).toMatchObject({ days: 2, today: false, playedOnly: false });
});

test('a game lost today is played, not counted: the run waits for a win or the puzzle', () => {
  const run = daysInARow(kept(['win', at(11, 9)], ['loss', at(12, 9)]), {}, key(12));
  expect(run).toMatchObject({ days: 1, today: false, playedOnly: true, any: true });
});

test("the day's puzzle counts a day with no game won", () => {
  const puzzles: PuzzleHistory = { '7': { day: key(12), tries: 0, solved: true, daily: true } };
  const run = daysInARow(kept(['win', at(11, 9)]), puzzles, key(12));
  expect(run).toMatchObject({ days: 2, today: true });
});

test('days are calendar days: 23:50 and 00:10 are two days, 00:10 and 23:50 the same one', () => {
  expect(calendarDay(at(12, 0, 10)) - calendarDay(at(11, 23, 50))).toBe(1);
  expect(calendarDay(at(12, 23, 50))).toBe(calendarDay(at(12, 0, 10)));
  const run = daysInARow(kept(['win', at(11, 23, 50)], ['win', at(12, 0, 10)]), {}, key(12));
  expect(run.days).toBe(2);
});

test('a clock change (Europe and the US move their clocks in March) does not break a run', () => {
  // Day numbers one apart each calendar day however long the day was on the clock.
  const days = [7, 8, 9, 10, 28, 29, 30, 31].map((d) => calendarDay(at(d, 12)));
  expect(days.slice(1).map((d, i) => d - days[i]!)).toEqual([1, 1, 1, 18, 1, 1, 1]);
  const games = kept(...[27, 28, 29, 30].map((d) => ['win', at(d, 0, 30)] as ['win', number]));
  expect(daysInARow(games, {}, key(30)).days).toBe(4);
});

test('nothing played: no run and nothing to come back to', () => {
  expect(daysInARow([], {}, key(12))).toMatchObject({ days: 0, any: false, best: 0 });
});
