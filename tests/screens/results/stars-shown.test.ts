// How the results show a ladder step's stars (screens/results/results-earned.ts starsShown): those
// held before the game lit from the first frame, those it earned filling one after another (each
// with its note, starLanding), those still to win empty: three stars always, the reward moment.
import { expect, test } from 'vitest';
import { earnedBy, starsShown } from '../../../src/screens/results/results-earned.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { matchResult, personGame, storeRig } from '../history/history-rig.ts';

const steps = [
  { id: 'a', rules: 'square:3', opponent: 'easy' as const, margin: 3, teaches: 'a' },
  { id: 'b', rules: 'square:4', opponent: 'easy' as const, margin: 2, teaches: 'b' },
];

test('a first win with every star: three stars fill in order, none lit before', () => {
  const e = earnedBy(matchResult('square:3', 'easy', [8, 2]), [], false, steps);
  expect(starsShown(e.ladder!)).toEqual([
    { shown: 'fills', k: 0 },
    { shown: 'fills', k: 1 },
    { shown: 'fills', k: 2 },
  ]);
});

test('a win with help: two fill, the third stays empty and says what would earn it', () => {
  const e = earnedBy(matchResult('square:3', 'easy', [8, 2]), [], true, steps);
  expect(starsShown(e.ladder!).map((s) => s.shown)).toEqual(['fills', 'fills', 'empty']);
  expect(e.ladder!.starsWhy).toBe('One star to go: win without hints or Best moves');
  // Each star named under it, so the empty one reads as the star still to win, not a gap.
  expect(e.ladder!.starNames).toEqual(['win', 'by 3+', 'no help']);
});

test('a win short of the margin: the middle star is named as the one to win; every card with a star names them all, one with none not', () => {
  const short = earnedBy(matchResult('square:3', 'easy', [6, 5]), [], false, steps);
  expect(starsShown(short.ladder!).map((s) => s.shown)).toEqual(['fills', 'empty', 'fills']);
  expect(short.ladder!.starNames?.[1]).toBe('by 3+');
  expect(earnedBy(matchResult('square:3', 'easy', [8, 2]), [], false, steps).ladder!.starNames).toEqual([
    'win',
    'by 3+',
    'no help',
  ]);
  expect(earnedBy(matchResult('square:3', 'easy', [2, 7]), [], false, steps).ladder!.starNames).toBeNull();
});

test('a later win that adds the third star: the two held are lit from the first frame, the new one fills first', () => {
  const { store } = storeRig();
  keepGame(store, personGame('square:3', 'easy', 'win', 6, { hints: true }, 3));
  const again = keepGame(store, personGame('square:3', 'easy', 'win', 7, { hints: false }, 3)).game!;
  const e = earnedBy(
    matchResult('square:3', 'easy', again.scores, { kept: again.id }),
    loadHistory(store),
    false,
    steps,
  );
  expect(e.ladder!.newStars).toEqual([false, false, true]);
  expect(starsShown(e.ladder!)).toEqual([
    { shown: 'held', k: -1 },
    { shown: 'held', k: -1 },
    { shown: 'fills', k: 0 },
  ]);
});

test('a loss: every star empty, none fills', () => {
  const e = earnedBy(matchResult('square:3', 'easy', [2, 7]), [], false, steps);
  expect(starsShown(e.ladder!).map((s) => s.shown)).toEqual(['empty', 'empty', 'empty']);
});
