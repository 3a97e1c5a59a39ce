import { describe, expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { menuProgress } from '../../../src/screens/history/menu-progress.ts';
import { personGame, storeRig } from './history-rig.ts';

const TODAY = '2026-03-10';
const daily = (day: string) => ({ day, tries: 0, solved: true, daily: true });

describe("the menu's progress", () => {
  test('the ladder button offers the next step in one tap, and moves on with a win', () => {
    const { store } = storeRig();
    const first = menuProgress(store, TODAY).ladder;
    expect(first).toEqual({
      id: 'ladder-next',
      label: 'Ladder: step 1 of 14',
      step: 'Step 1 of 14: Easy on a 5×5 board',
      start: { rules: LADDER[0]!.rules, players: ['human', 'easy'] },
    });
    keepGame(store, personGame(LADDER[0]!.rules, 'easy', 'win', 1000, { hints: true }));
    const after = menuProgress(store, TODAY).ladder;
    expect(after.label).toBe('Ladder: step 2 of 14');
    expect(after.step).toBe('Step 2 of 14: Easy on a petri dish 5 across');
    expect(after.start).toEqual({ rules: LADDER[1]!.rules, players: ['human', 'easy'] });
  });

  test('the daily streak: waiting, kept going, solved today at any try, and a missed day said kindly', () => {
    const { store } = storeRig();
    expect(menuProgress(store, TODAY)).toMatchObject({
      daily: "Solve today's to start a streak",
      solvedToday: false,
    });
    recordPuzzle(store, 1, daily('2026-03-08'));
    recordPuzzle(store, 2, daily('2026-03-09'));
    expect(menuProgress(store, TODAY).daily).toBe('2 days in a row · 2 first try · keep it going today');
    recordPuzzle(store, 3, daily(TODAY));
    expect(menuProgress(store, TODAY)).toMatchObject({
      daily: 'Solved today · 3 days in a row · 3 first try',
      solvedToday: true,
    });
    // Solved at the third try: the day counts; the first-try days are said beside it.
    recordPuzzle(store, 4, { day: '2026-03-11', tries: 2, solved: true, daily: true });
    expect(menuProgress(store, '2026-03-11')).toMatchObject({
      daily: 'Solved today · 4 days in a row · 3 first try',
      solvedToday: true,
    });
    expect(menuProgress(store, '2026-03-12')).toMatchObject({
      daily: '4 days in a row · 3 first try · keep it going today',
      solvedToday: false,
    });
    expect(menuProgress(store, '2026-03-14').daily).toBe(
      "Missed a day? No matter: today's puzzle starts a new streak",
    );
    // A new streak's first day, solved after a wrong try: no first-try words.
    recordPuzzle(store, 5, { day: '2026-03-14', tries: 1, solved: true, daily: true });
    expect(menuProgress(store, '2026-03-14').daily).toBe(
      'Solved today: come back tomorrow to make it 2 days',
    );
    // The answer shown after three wrong tries: the day counts, said so, and Play again is offered.
    recordPuzzle(store, 7, { day: '2026-03-15', tries: 3, solved: false, daily: true });
    expect(menuProgress(store, '2026-03-15')).toMatchObject({
      daily: 'Answer shown today · 2 days in a row',
      solvedToday: false,
      playedToday: true,
    });
    recordPuzzle(store, 6, daily('2026-03-20'));
    expect(menuProgress(store, '2026-03-20').daily).toBe(
      'Solved today at the first try: come back tomorrow to make it 2 days',
    );
  });
});
