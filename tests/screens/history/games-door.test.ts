// The menu's Your games door with its record: nothing before a game, then the Record tab's own
// figures (games, wins, the best run of wins) in a few words, longest first, the run said from two
// wins in a row; a played-on retry is not counted, as the record does not count it.
import { describe, expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { gamesDoor } from '../../../src/screens/history/menu-progress.ts';
import { personGame, storeRig } from './history-rig.ts';

const TODAY = '2026-03-10';

describe('the Your games door', () => {
  test('says nothing before a game is kept', () => {
    expect(gamesDoor(storeRig().store, TODAY)).toBeNull();
  });

  test('after five games: games, wins and the best run, longest first, and the same for a screen reader', () => {
    const { store } = storeRig();
    for (const [i, want] of (['win', 'win', 'win', 'loss', 'loss'] as const).entries())
      keepGame(store, personGame('square:5', 'easy', want, 1000 + i));
    expect(gamesDoor(store, TODAY)).toEqual({
      id: 'history',
      lines: ['5 games · 3 won · best run 3', '5 games · 3 won', '5 games'],
      said: '5 games, 3 won, best run 3 wins in a row',
    });
  });

  test('one win is no run: the best run waits for two in a row, and one game is "1 game"', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:5', 'easy', 'win', 1000));
    expect(gamesDoor(store, TODAY)).toEqual({
      id: 'history',
      lines: ['1 game · 1 won', '1 game'],
      said: '1 game, 1 won',
    });
  });

  test('a retry played on does not count', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:5', 'easy', 'loss', 1000));
    keepGame(store, personGame('square:5', 'easy', 'win', 2000, { counts: false }));
    expect(gamesDoor(store, TODAY)?.lines[0]).toBe('1 game · 0 won');
  });
});
