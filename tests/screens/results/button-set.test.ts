// The results' buttons per ending (screens/results/button-set.ts): one big next step, at most two
// beside it, the rest small; the review's button says what it opens; a loss offers a gentler
// opponent, which plays the same board with the person where they were.
import { describe, expect, test } from 'vitest';
import {
  easierOpponent,
  resultsButtonSet,
  type ButtonSetInput,
} from '../../../src/screens/results/button-set.ts';
import { ResultsModel } from '../../../src/screens/results/results-model.ts';
import type { MatchResult } from '../../../src/game/events.ts';

const base: ButtonSetInput = {
  mood: 'win',
  step: null,
  turned: false,
  players: ['human', 'medium'],
  tab: 'result',
  canShareSheet: false,
  unsavedBoard: null,
  fromBuilder: false,
};
const set = (more: Partial<ButtonSetInput>) => resultsButtonSet({ ...base, ...more });
const big = (b: ReturnType<typeof set>) => b.filter((x) => !x.small);
const ids = (b: ReturnType<typeof set>) => b.map((x) => x.id);

describe('one clear next step per ending, at most two more beside it', () => {
  test.each<[string, Partial<ButtonSetInput>, string[]]>([
    ['a win', {}, ['again', 'review']],
    ['a draw', { mood: 'draw' }, ['again', 'review']],
    ['a loss to Medium', { mood: 'loss', turned: true }, ['again', 'turned', 'easier']],
    ['a loss to Easy', { mood: 'loss', turned: true, players: ['easy', 'human'] }, ['again', 'turned']],
    [
      'a loss to Adaptive',
      { mood: 'loss', turned: true, players: ['adaptive:4', 'human'] },
      ['again', 'turned'],
    ],
    [
      'a ladder step cleared',
      { step: { cleared: true, nextOn: 'Easy on a 5×5 board', allStars: false } },
      ['next-step', 'again', 'review'],
    ],
    [
      'a ladder step lost',
      {
        mood: 'loss',
        turned: true,
        step: { cleared: false, nextOn: 'Easy on a 5×5 board', allStars: false },
      },
      ['again', 'turned'],
    ],
    ['a watched game', { mood: 'neutral', players: ['easy', 'hard'] }, ['again', 'review']],
    ['two people', { players: ['human', 'human'] }, ['again', 'switch', 'review']],
  ])('%s', (_, more, main) => {
    const buttons = set(more);
    expect(ids(big(buttons))).toEqual(main);
    expect(buttons.filter((b) => b.primary)).toHaveLength(1);
    expect(buttons[0]!.primary).toBe(true);
    // The rest are the small row, Menu last; every way out is still there, once.
    const small = ids(buttons.filter((b) => b.small));
    expect(small.at(-1)).toBe('menu');
    expect(new Set(ids(buttons)).size).toBe(buttons.length);
    for (const id of ['details', 'switch', 'share', 'menu']) expect(ids(buttons)).toContain(id);
  });

  test('the review says what it opens', () => {
    const label = (more: Partial<ButtonSetInput>) =>
      set(more).find((b) => b.id === 'review' || b.id === 'turned')!.label;
    expect(label({ mood: 'loss', turned: true })).toBe('See your costliest move');
    expect(label({})).toBe('Review your moves');
    expect(label({ players: ['easy', 'hard'], mood: 'neutral' })).toBe('Review the game');
  });

  test('the big button on a ladder: the next step, or the stars still to win, or another try', () => {
    const step = (cleared: boolean, nextOn: string | null, allStars: boolean) =>
      set({ step: { cleared, nextOn, allStars } })[0]!;
    expect(step(true, 'Medium on a 5×5 board', true).label).toBe('Next step: Medium on a 5×5 board');
    expect(step(true, null, false).label).toBe('Go for 3 stars');
    expect(step(true, null, true).label).toBe('Play again');
    expect(step(false, 'x', false).label).toBe('Try again');
  });

  test('the small row: Details or Result, Share on a share sheet, a built board to keep, the Builder', () => {
    const buttons = set({
      tab: 'details',
      canShareSheet: true,
      unsavedBoard: { saved: true },
      fromBuilder: true,
    });
    expect(buttons.filter((b) => b.small).map((b) => b.label)).toEqual([
      'Result',
      'Swap who starts',
      'Share',
      'Saved',
      'Builder',
      'Menu',
    ]);
  });
});

test('the gentler opponent: one step down from the computer the person lost to', () => {
  expect(easierOpponent(['human', 'hard'])).toBe('medium');
  expect(easierOpponent(['expert:200000', 'human'])).toBe('hard');
  expect(easierOpponent(['human', 'easy'])).toBeNull();
  expect(easierOpponent(['human', 'adaptive:5'])).toBeNull();
  expect(easierOpponent(['human', 'human'])).toBeNull();
  expect(easierOpponent(['easy', 'hard'])).toBeNull();
  expect(set({ mood: 'loss', players: ['hard', 'human'] }).find((b) => b.id === 'easier')!.label).toBe(
    'Try Medium',
  );
  // Pressed: the same board, the person where they were, the gentler opponent in the computer's place.
  const result = {
    winner: 1,
    scores: [30, 20],
    players: ['hard', 'human'],
    rules: 'flask:6x3',
    history: [],
    record: 'flask:6x3',
  } as unknown as MatchResult;
  const m = new ResultsModel({
    result,
    usedHelp: false,
    fromBuilder: false,
    unsavedBoard: null,
    canShareSheet: false,
    ladderSteps: [],
  });
  expect(m.press('easier')).toEqual({
    kind: 'play',
    setup: { rules: 'flask:6x3', players: ['medium', 'human'] },
  });
});
