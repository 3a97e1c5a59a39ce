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
      label: 'Ladder: step 1 of 11',
      step: 'Step 1 of 11: Easy on a 4×4 board',
      start: { rules: LADDER[0]!.rules, players: ['human', 'easy'] },
    });
    keepGame(store, personGame(LADDER[0]!.rules, 'easy', 'win', 1000, { hints: true }));
    const after = menuProgress(store, TODAY).ladder;
    expect(after.label).toBe('Ladder: step 2 of 11');
    expect(after.step).toBe('Step 2 of 11: Easy on a 5×5 board');
    expect(after.start).toEqual({ rules: LADDER[1]!.rules, players: ['human', 'easy'] });
  });

  test('the daily streak: waiting, kept going, solved today, and a missed day said kindly', () => {
    const { store } = storeRig();
    expect(menuProgress(store, TODAY).daily).toBe("Daily puzzle: solve today's to start a streak");
    recordPuzzle(store, 1, daily('2026-03-08'));
    recordPuzzle(store, 2, daily('2026-03-09'));
    expect(menuProgress(store, TODAY).daily).toBe('Daily puzzle: 2 days in a row · keep it going today');
    recordPuzzle(store, 3, daily(TODAY));
    expect(menuProgress(store, TODAY).daily).toBe('Daily puzzle solved · 3 days in a row');
    // Solved after wrong tries: counted as solved, the streak held, not grown.
    recordPuzzle(store, 4, { day: '2026-03-11', tries: 3, solved: true, daily: true });
    expect(menuProgress(store, '2026-03-11').daily).toBe('Daily puzzle solved · streak held at 3 days');
    expect(menuProgress(store, '2026-03-12').daily).toBe(
      'Daily puzzle: 3 days in a row · keep it going today',
    );
    expect(menuProgress(store, '2026-03-14').daily).toBe(
      "Missed a day? No matter: today's puzzle starts a new streak",
    );
  });
});
