// Today's goal ticked since the home was last seen (screens/menu/ticks-seen.ts): the tick lands on
// the today card once, and where it kept the day (nothing of today's goal was done before) the
// card's first line says so, a small reward: "Day 2 kept". Seen, it is not told again; a new day
// starts with none seen; a store from before has no moment for old ticks.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { newTicks } from '../../../src/screens/menu/ticks-seen.ts';
import { dayKeptWords } from '../../../src/words/day-kept-words.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();
const ANSWERED = { tutorial: { offered: true, answered: true } };

test('the words: the day kept, and the run it makes or the goal done whole', () => {
  expect(dayKeptWords(2, false).words).toBe('Day 2 kept · 2 days in a row');
  expect(dayKeptWords(1, false).words).toBe('Day 1 kept · come back tomorrow for 2 in a row');
  expect(dayKeptWords(3, true)).toEqual({ words: 'Day 3 kept · all done today', short: 'Day 3 kept' });
});

test('which ticks are new: none without a memory, all of today after another day, the day kept by the first', () => {
  const goal = [
    { id: 'win' as const, done: true },
    { id: 'puzzle' as const, done: true },
  ];
  expect(newTicks(goal, TODAY, null)).toBeNull();
  expect(newTicks(goal, TODAY, { day: '2026-03-09', done: ['win', 'puzzle'] })).toEqual({
    landed: ['win', 'puzzle'],
    keptDay: true,
  });
  expect(newTicks(goal, TODAY, { day: TODAY, done: ['win'] })).toEqual({
    landed: ['puzzle'],
    keptDay: false,
  });
  expect(newTicks(goal, TODAY, { day: TODAY, done: ['win', 'puzzle'] })).toBeNull();
});

test('on the home: the puzzle that kept the day lands and says "Day 2 kept"; the win after it lands quietly; seen, neither again', () => {
  // A game won yesterday (not a ladder step's board: no new star to take the line).
  const rig = menuRig({}, ANSWERED);
  keepGame(rig.store, personGame('square:4', 'medium', 'win', at(9, 10), {}, 4));
  rig.model.open();
  // Its first look remembers what is done (nothing today yet): no moment.
  expect(rig.model.hub(TODAY, 15).today!.ticks).toBeNull();
  // Today's puzzle solved: back on the home, its tick lands and the day is kept.
  recordPuzzle(rig.store, dailyNumber(TODAY), { day: TODAY, tries: 1, solved: true, daily: true });
  rig.model.open();
  const kept = rig.model.hub(TODAY, 16, 0).today!;
  expect(kept.ticks).toEqual({ landed: ['puzzle'], keptDay: true, pop: true });
  expect(kept.hello.words).toBe('Day 2 kept · 2 days in a row');
  // Drawn again a while later (a resize): still said, no longer landing.
  expect(rig.model.hub(TODAY, 16, 5000).today!.ticks).toMatchObject({ pop: false });
  // A win later the same day: its tick lands; the day was kept already, the line is the greeting.
  keepGame(rig.store, personGame('square:4', 'medium', 'win', at(10, 17), {}, 4));
  rig.model.open();
  const won = rig.model.hub(TODAY, 17).today!;
  expect(won.ticks).toEqual({ landed: ['win'], keptDay: false, pop: true });
  expect(won.hello.words).not.toMatch(/kept/);
  // Seen: nothing lands on the next visit, nor on a new day with nothing done yet.
  rig.model.open();
  expect(rig.model.hub(TODAY, 18).today!.ticks).toBeNull();
  rig.model.open();
  expect(rig.model.hub('2026-03-11', 9).today!.ticks).toBeNull();
});
