// The menu's today card for a player coming back (screens/menu/today-card.ts): the days in a row
// that count (a game won or today's puzzle played, on the device's calendar across midnight; a game
// lost is played, not counted), a missed day said
// as a fresh start, the greeting, today's goal with its ticks and what a tap opens (comeback.test.ts: which next thing);
// none for a newcomer, and beside it today's puzzle's card says only how today's stands.
import { todaysDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { loadPuzzleHistory, recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { keepTries } from '../../../src/game/puzzle-tries.ts';
import { todayCard } from '../../../src/screens/menu/today-card.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
/** Today's puzzle's card before it is played, with no streak going. */
const WAITING_LINE = "Solve today's to start a streak";
/** A time on March `day` 2026, on the device's own clock. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();
const ANSWERED = { tutorial: { offered: true, answered: true } };

const FACTS = { unfinished: null, skill: 0.5, play: 'You vs Medium' };

function card(rig = menuRig({}, ANSWERED), hour: number | null = null) {
  return todayCard(loadHistory(rig.store), loadPuzzleHistory(rig.store), TODAY, FACTS, hour)!;
}

describe('the days in a row', () => {
  test('no games and no puzzles: no today card (nothing to come back to), the menu as at first', () => {
    const rig = menuRig({}, ANSWERED);
    const hub = rig.model.hub(TODAY);
    expect(hub.offer).toBeNull();
    expect(hub.today).toBeNull();
  });

  test('games won either side of midnight are two days; one today after them makes three', () => {
    const rig = menuRig({}, ANSWERED);
    keepGame(rig.store, personGame('square:4', 'easy', 'win', at(8, 23, 50)));
    keepGame(rig.store, personGame('square:4', 'easy', 'win', at(9, 0, 10)));
    keepGame(rig.store, personGame('square:4', 'easy', 'loss', at(9, 0, 30)));
    expect(rig.model.hub(TODAY).today).toMatchObject({
      days: 2,
      streak: 'Welcome back · 2 days in a row',
      streakShort: 'Welcome back',
      last: {
        words: 'Yesterday Easy won on the square board: another go?',
        short: 'Yesterday Easy won: another go?',
      },
    });
    keepGame(rig.store, personGame('hex:5', 'hard', 'win', at(10, 0, 5)));
    expect(rig.model.hub(TODAY).today).toMatchObject({
      days: 3,
      streak: 'Welcome back · 3 days in a row',
      last: { words: 'Today you beat Hard on the hexagon', short: 'Today you beat Hard' },
    });
  });

  test('only puzzles: their days count, and a puzzle today ticks its goal', () => {
    const rig = menuRig({}, ANSWERED);
    recordPuzzle(rig.store, 1, { day: '2026-03-08', tries: 0, solved: true, daily: true });
    recordPuzzle(rig.store, 2, { day: '2026-03-09', tries: 3, solved: false, daily: true });
    expect(card(rig)).toMatchObject({ days: 2, last: null, opens: 'puzzle' });
    recordPuzzle(rig.store, dailyNumber(TODAY), { day: TODAY, tries: 1, solved: true, daily: true });
    const now = card(rig, 20);
    expect(now).toMatchObject({ days: 3, streak: 'Good evening · 3 days in a row', opens: 'start' });
    expect(now.offer).toMatchObject({ why: 'ladder', words: 'Step 1: Easy on a 5×5 board' });
    expect(now.goal.map((g) => g.done)).toEqual([false, true]);
    expect(now.goal[1]!.words).toBe("Today's puzzle");
  });

  test('a missed day is a fresh start, said kindly; a game today makes a good start', () => {
    const rig = menuRig({}, ANSWERED);
    keepGame(rig.store, personGame('petri:6', 'medium', 'win', at(7, 18)));
    // Away for days: welcomed back, whatever the hour, and never told "Day 1".
    expect(card(rig, 9)).toMatchObject({ days: 0, streak: 'Welcome back · a new streak starts today' });
    keepGame(rig.store, personGame('petri:6', 'medium', 'win', at(10, 9)));
    const back = card(rig, 9);
    expect(back).toMatchObject({
      days: 1,
      streak: 'Good morning · a good start today',
      streakShort: 'Good morning',
    });
    // At night or with no clock, someone who has played before is welcomed back.
    expect(card(rig).streak).toBe('Welcome back · a good start today');
    // The win today ticks its goal; it was the ladder's step 4, played ahead, so a tap starts step 1,
    // the first step not yet won.
    expect(back.goal[0]).toMatchObject({ id: 'win', words: 'Win a game', done: true });
    expect(back.offer).toMatchObject({ why: 'ladder', short: 'Step 1: Easy' });
  });

  test('a first day ever is a good start, never a welcome back or a run of 1; two people on one device count as a day played, a watched game not', () => {
    const rig = menuRig({}, ANSWERED);
    keepGame(rig.store, { ...personGame('square:4', 'easy', 'win', at(9, 12)), players: ['easy', 'hard'] });
    // A watched game alone is nothing played: no card yet.
    expect(card(rig)).toBeNull();
    keepGame(rig.store, {
      ...personGame('square:4', 'easy', 'win', at(10, 12)),
      players: ['human', 'human'],
    });
    // The watched game yesterday was no day played: a first day, not a new start.
    expect(card(rig)).toMatchObject({
      days: 1,
      streak: 'Hello · a good start today',
      last: null,
    });
    expect(card(rig).label).toMatch(
      /^Today: Hello, [^.]+\. A good start today: come back tomorrow for 2 days in a row\. /,
    );
    expect(card(rig).label).not.toMatch(/1 day in a row/);
  });

  test('a game lost is played, not counted: no run of 1 for a loss, and what starts one is said, kindly; a win or the puzzle counts the day', () => {
    const fresh = menuRig({}, ANSWERED);
    keepGame(fresh.store, personGame('square:4', 'hard', 'loss', at(10, 12)));
    // A first day with a loss: a hello (not a welcome back), no "good start", and no days on the disc.
    const lost = card(fresh, 14);
    expect(lost.days).toBe(0);
    expect(lost.hello.words).toBe("Hello · a win or today's puzzle starts your run of days");
    // Said once aloud: the first line says what starts the run, so no second sentence repeats it.
    expect(lost.label).toMatch(/^Today: Hello, a win or today's puzzle starts your run of days\. /);
    expect(lost.label).not.toMatch(/starts a run of days/);
    expect(lost.goal[0]!.done).toBe(false);
    // Yesterday's win and today's loss: the run stands at 1, today still to count.
    keepGame(fresh.store, personGame('square:4', 'easy', 'win', at(9, 12)));
    expect(card(fresh, 14).days).toBe(1);
    expect(card(fresh, 14).label).toMatch(/1 day in a row, a win or today's puzzle keeps it going\./);
    // Today's puzzle played to its end counts the day: two in a row.
    recordPuzzle(fresh.store, dailyNumber(TODAY), { day: TODAY, tries: 3, solved: false, daily: true });
    expect(card(fresh, 14)).toMatchObject({ days: 2, streak: 'Good afternoon · 2 days in a row' });
    // Its tick says the answer was seen: a daily not solved never passes for a solve.
    expect(card(fresh, 14).goal[1]).toMatchObject({ words: "Today's puzzle: answer seen", done: true });
  });
});

test('all done today after a ladder win: the card starts the next step, and says it all aloud (the hello with the news, greeting.test.ts)', () => {
  const rig = menuRig({}, ANSWERED);
  keepGame(rig.store, personGame('square:5', 'easy', 'win', at(10, 8)));
  recordPuzzle(rig.store, dailyNumber(TODAY), { day: TODAY, tries: 0, solved: true, daily: true });
  const done = card(rig);
  expect(done).toMatchObject({ opens: 'start', start: { rules: 'petri:5', players: ['human', 'easy'] } });
  expect(done.label).toBe(
    "Today: Hello, you beat Easy by 2 today. A good start today: come back tomorrow for 2 days in a row. Step 2: Easy on a petri dish 5 across. Win a game: done; Today's puzzle: done.",
  );
});

test("a newcomer has none, and keeps the puzzle's streak; beside the today card the puzzle's card says only how today's stands", () => {
  const fresh = menuRig();
  recordPuzzle(fresh.store, 1, { day: '2026-03-09', tries: 0, solved: true, daily: true });
  const first = fresh.model.hub(TODAY);
  expect(first.today).toBeNull();
  expect(first.puzzle.line).toBe('1 day in a row · 1 first try · keep it going today');
  const back = menuRig({}, ANSWERED);
  // Nothing played yet: no today card, and the puzzle's card says today's waits (no warm-up in front of it).
  expect(back.model.hub(TODAY).today).toBeNull();
  expect(back.model.hub(TODAY).puzzle.line).toBe(WAITING_LINE);
  recordPuzzle(back.store, dailyNumber(TODAY), { day: TODAY, tries: 3, solved: false, daily: true });
  expect(back.model.hub(TODAY).puzzle.line).toBe('Answer shown today: a new one tomorrow');
  const solved = menuRig({}, ANSWERED);
  recordPuzzle(solved.store, dailyNumber(TODAY), { day: TODAY, tries: 0, solved: true, daily: true });
  expect(solved.model.hub(TODAY).puzzle.line).toBe('Solved today: a new one tomorrow');
});

test("today's puzzle begun and left after wrong tries: its card says it carries on, not that it waits", () => {
  const rig = menuRig({}, ANSWERED);
  keepGame(rig.store, personGame('square:5', 'easy', 'win', at(9, 8)));
  recordPuzzle(rig.store, 1, { day: '2026-03-09', tries: 0, solved: true, daily: true });
  expect(rig.model.hub(TODAY).today).not.toBeNull();
  expect(rig.model.hub(TODAY).puzzle.line).toBe('Waiting for you: a new one every day');
  keepTries(rig.store, todaysDaily(rig.store, TODAY), TODAY, 2, [3, 7]);
  expect(rig.model.hub(TODAY).puzzle.line).toBe('Begun today: carry on where you left off');
});
