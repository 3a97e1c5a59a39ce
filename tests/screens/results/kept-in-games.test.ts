// After a game against the computer the results say it is kept and open Your games in one tap
// (screens/results/button-set.ts, results-model.ts): the way to the history, the record and the
// ladder from where a game ends. A game not kept, or two people's, says nothing of it.
import { describe, expect, test } from 'vitest';
import { matchResult } from '../history/history-rig.ts';
import { resultsOf, won } from './results-of.ts';
import { GAMES_ID, resultsButtonSet } from '../../../src/screens/results/button-set.ts';
import { RESULTS_WORDS } from '../../../src/words/results-words.ts';

describe('the game kept in Your games', () => {
  test('a kept game against the computer: a small lit "In Your games ›" before More, and a press opens Your games', () => {
    const m = resultsOf({ ...won(), kept: 'g1' });
    const buttons = m.snapshot().buttons;
    const games = buttons.find((b) => b.id === GAMES_ID);
    expect(games).toEqual({
      id: GAMES_ID,
      label: RESULTS_WORDS.savedInGames,
      primary: false,
      small: true,
      invite: true,
    });
    // In the small row, just before More, lit among them (the way in to every game kept), never the big next step.
    expect(buttons.map((b) => b.id).slice(-2)).toEqual([GAMES_ID, 'more']);
    expect(buttons.find((b) => b.primary)?.id).toBe('again');
    expect(m.press(GAMES_ID)).toEqual({ kind: 'leave', to: 'history' });
  });

  test('after a loss it is there too, and the review stays the first button', () => {
    const lost = matchResult('square:4', 'medium', [20, 31], { kept: 'g2' });
    const shown = resultsOf(lost).snapshot();
    expect(shown.buttons[0]).toMatchObject({ id: 'review', primary: true });
    expect(shown.buttons.some((b) => b.id === GAMES_ID)).toBe(true);
    // No run lost is said: a loss makes no ribbon.
    expect(shown.earned.moments).toEqual([]);
  });

  test('a game not kept, or two people at one device, says nothing of it and the press does nothing', () => {
    const notKept = resultsOf(won());
    expect(notKept.snapshot().buttons.some((b) => b.id === GAMES_ID)).toBe(false);
    expect(notKept.press(GAMES_ID)).toEqual({ kind: 'none' });
    const duo = resultsOf({ ...won(), players: ['human', 'human'], kept: 'g3' });
    expect(duo.snapshot().buttons.some((b) => b.id === GAMES_ID)).toBe(false);
    expect(duo.press(GAMES_ID)).toEqual({ kind: 'none' });
  });

  test('the button set keeps it off unless told', () => {
    const base = {
      mood: 'win' as const,
      step: null,
      turned: false,
      players: ['human', 'easy'] as const,
      tab: 'result' as const,
      canShareSheet: false,
      unsavedBoard: null,
      fromBuilder: false,
    };
    expect(resultsButtonSet(base).buttons.map((b) => b.id)).toEqual(['again', 'review', 'more']);
    expect(resultsButtonSet({ ...base, kept: true }).buttons.map((b) => b.id)).toEqual([
      'again',
      'review',
      GAMES_ID,
      'more',
    ]);
  });
});
