// Today's puzzle's card beside the today card (a player coming back): how today's stands, and the
// puzzle's own streak where there is one to keep, named a puzzle streak so it is not the today
// card's days in a row; a missed day said as a fresh start, never a loss; a single day is no streak.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const ANSWERED = { tutorial: { offered: true, answered: true } };
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();
const daily = (day: string, solved = true) => ({ day, tries: solved ? 0 : 3, solved, daily: true });

/** A player coming back (a game won yesterday: the today card stands) with dailies played on `days`. */
function back(days: string[]) {
  const rig = menuRig({}, ANSWERED);
  keepGame(rig.store, personGame('square:5', 'easy', 'win', at(9, 8)));
  days.forEach((d, i) => recordPuzzle(rig.store, 30 + i, daily(d)));
  expect(rig.model.hub(TODAY).today).not.toBeNull();
  return rig;
}

test('a run of puzzle days through yesterday: the card names the streak today keeps going', () => {
  const rig = back(['2026-03-07', '2026-03-08', '2026-03-09']);
  expect(rig.model.hub(TODAY).puzzle.line).toBe("3-day puzzle streak: today's keeps it going");
  recordPuzzle(rig.store, dailyNumber(TODAY), daily(TODAY));
  const solved = rig.model.hub(TODAY).puzzle;
  expect(solved.line).toBe('Solved today: a new one tomorrow · 4-day puzzle streak');
});

test('a missed day is a fresh start, said kindly', () => {
  const rig = back(['2026-03-06', '2026-03-07', '2026-03-08']);
  expect(rig.model.hub(TODAY).puzzle.line).toBe("Missed a day? No matter: today's starts a new streak");
});

test('one day is no streak, and a player who never played the daily is only told it waits', () => {
  expect(back(['2026-03-09']).model.hub(TODAY).puzzle.line).toBe('Waiting for you: a new one every day');
  expect(back([]).model.hub(TODAY).puzzle.line).toBe('Waiting for you: a new one every day');
});
