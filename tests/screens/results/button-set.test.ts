// The results' buttons per ending (screens/results/button-set.ts): one big next step, at most two
// beside it, one quiet More holding the rest (the reviewer counted 7-8 buttons); the review's button
// on every result, always "Review game" (it had four names); a loss offers a gentler opponent, which plays the same board with the person
// where they were.
import { describe, expect, test } from 'vitest';
import { resultsOf } from './results-of.ts';
import {
  easierOpponent,
  resultsButtonSet,
  type ButtonSetInput,
} from '../../../src/screens/results/button-set.ts';
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
type Buttons = ReturnType<typeof resultsButtonSet>['buttons'];
const both = (more: Partial<ButtonSetInput>) => resultsButtonSet({ ...base, ...more });
/** The panel's face, in reading order. */
const set = (more: Partial<ButtonSetInput>) => both(more).buttons;
const big = (b: Buttons) => b.filter((x) => !x.small);
const ids = (b: Buttons) => b.map((x) => x.id);

describe('one clear next step per ending, at most two more beside it', () => {
  test.each<[string, Partial<ButtonSetInput>, string[]]>([
    ['a win', {}, ['again', 'review']],
    ['a draw', { mood: 'draw' }, ['again', 'review']],
    ['a loss to Medium', { mood: 'loss', turned: true }, ['review', 'again', 'easier']],
    // "So close: 3 short" beside "Try Easy" read as a put-down: no gentler opponent after a near thing.
    ['a close loss to Medium', { mood: 'loss', turned: true, close: true }, ['review', 'again']],
    ['a loss to Easy', { mood: 'loss', turned: true, players: ['easy', 'human'] }, ['review', 'again']],
    [
      'a loss to Adaptive',
      { mood: 'loss', turned: true, players: ['adaptive:4', 'human'] },
      ['review', 'again'],
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
      ['review', 'again'],
    ],
    ['a watched game', { mood: 'neutral', players: ['easy', 'hard'] }, ['again', 'review']],
    ['two people', { players: ['human', 'human'] }, ['again', 'switch', 'review']],
  ])('%s', (_, more, main) => {
    const { buttons, more: sheet } = both(more);
    expect(ids(big(buttons))).toEqual(main);
    expect(buttons.filter((b) => b.primary)).toHaveLength(1);
    expect(buttons[0]!.primary).toBe(true);
    // Under them one quiet More, no small row: at most four buttons on the panel's face.
    expect(ids(buttons.filter((b) => b.small))).toEqual(['more']);
    expect(buttons.length).toBeLessThanOrEqual(4);
    // The rest are More's, Menu last; every way out is still there, once, on the face or in More.
    expect(ids(sheet).at(-1)).toBe('menu');
    const all = [...ids(buttons), ...ids(sheet)];
    expect(new Set(all).size).toBe(all.length);
    for (const id of ['details', 'switch', 'share', 'menu']) expect(all).toContain(id);
  });

  test('two people: Swap who starts is the rematch beside, not in More', () => {
    const { buttons, more } = both({ players: ['human', 'human'] });
    expect(ids(buttons)).toContain('switch');
    expect(ids(more)).not.toContain('switch');
    expect(ids(more)).toEqual(['details', 'share', 'menu']);
  });

  test('the review is on the face of every result, always by one name', () => {
    const endings: Partial<ButtonSetInput>[] = [
      {},
      { mood: 'draw' },
      { mood: 'loss', turned: true },
      { mood: 'loss', turned: true, forecast: { label: 'Forecast bar: Off' } },
      { mood: 'loss', turned: true, forecast: { label: 'Forecast bar: On' } },
      { step: { cleared: true, nextOn: 'Easy on a 5×5 board', allStars: false } },
      { step: { cleared: true, nextOn: null, allStars: true } },
      { bigger: '5×5', mood: 'draw' },
      { players: ['easy', 'hard'], mood: 'neutral' },
      { players: ['human', 'human'] },
    ];
    for (const ending of endings) {
      const reviews = set(ending).filter((b) => b.id === 'review');
      expect(
        reviews.map((b) => b.label),
        JSON.stringify(ending),
      ).toEqual(['Review game']);
    }
    // After a loss it is the big button: something to learn from before something to repeat.
    expect(set({ mood: 'loss', turned: true })[0]).toMatchObject({ id: 'review', primary: true });
  });

  test('the big button on a ladder: the next step, or the stars still to win, or another try', () => {
    const step = (cleared: boolean, nextOn: string | null, allStars: boolean) =>
      set({ step: { cleared, nextOn, allStars } })[0]!;
    expect(step(true, 'Medium on a 5×5 board', true).label).toBe('Next step: Medium on a 5×5 board');
    expect(step(true, null, false).label).toBe('Go for 3 stars');
    expect(step(true, null, true).label).toBe('Play again');
    expect(step(false, 'x', false).label).toBe('Try again');
    // The step this win opened: short and big, the unlock over it says what the step is.
    const opened = set({
      step: { cleared: true, nextOn: 'Easy on a petri dish 5 across', allStars: false, plays: 2 },
    });
    expect(opened[0]).toMatchObject({ id: 'next-step', label: 'Play step 2', primary: true });
    expect(opened.filter((b) => b.primary)).toHaveLength(1);
  });

  test("More's sheet: Details, Swap who starts, Share on a share sheet, a built board to keep, the Builder, Menu", () => {
    const { buttons, more } = both({
      canShareSheet: true,
      unsavedBoard: { saved: false },
      fromBuilder: true,
    });
    expect(more.map((b) => b.label)).toEqual([
      'Details',
      'Swap who starts',
      'Share',
      'Save this board',
      'Builder',
      'Menu',
    ]);
    expect(buttons.map((b) => b.label)).toEqual(['Play again', 'Review game', 'More']);
  });

  test('on the Details tab the way back to the result stands beside More, and is not in it', () => {
    const { buttons, more } = both({ tab: 'details', unsavedBoard: { saved: true } });
    expect(buttons.filter((b) => b.small).map((b) => b.label)).toEqual(['Result', 'More']);
    expect(more.map((b) => b.label)).toEqual(['Details', 'Swap who starts', 'Copy link', 'Saved', 'Menu']);
  });

  test('More’s sheet holds the same tiles in the same places on either tab, opening after opening', () => {
    const tiles = (tab: 'result' | 'details') => both({ tab }).more.map((b) => [b.id, b.label]);
    expect(tiles('details')).toEqual(tiles('result'));
    expect(tiles('result')).toEqual(tiles('result'));
    // Only what is open already is faded: Details on its own tab.
    expect(
      both({ tab: 'details' })
        .more.filter((b) => b.inSight)
        .map((b) => b.id),
    ).toEqual(['details']);
    expect(both({ tab: 'result' }).more.filter((b) => b.inSight)).toEqual([]);
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
  const m = resultsOf(result);
  expect(m.press('easier')).toEqual({
    kind: 'play',
    setup: { rules: 'flask:6x3', players: ['medium', 'human'] },
  });
});
