import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { MARGINS_FROM } from '../../../src/game/game-salt.ts';
import { LADDER, ladder } from '../../../src/screens/history/ladder.ts';
import { solvedValue } from '../../../src/game/solved-boards.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { personGame, storeRig } from './history-rig.ts';

const steps = [
  { id: 'a', rules: 'square:3', opponent: 'easy' as const, margin: 3, teaches: 'a' },
  { id: 'b', rules: 'square:4', opponent: 'easy' as const, margin: 2, teaches: 'b' },
  { id: 'c', rules: 'square:4', opponent: 'medium' as const, margin: 2, teaches: 'c' },
];

describe('the ladder', () => {
  test('the path runs from Easy on a small board to Expert, through gravity, hexagons, triangles, connections, stem cells and jumps', () => {
    expect(LADDER[0]).toMatchObject({ opponent: 'easy', rules: 'square:5' });
    expect(LADDER.at(-1)!.opponent).toBe('expert');
    expect(LADDER.some((s) => s.rules.startsWith('beaker') || s.rules.startsWith('flask'))).toBe(true);
    expect(LADDER.some((s) => s.rules.startsWith('hex'))).toBe(true);
    expect(LADDER.some((s) => s.rules.endsWith('/connections'))).toBe(true);
    expect(LADDER.some((s) => s.rules.startsWith('tri:'))).toBe(true);
    expect(LADDER.some((s) => s.rules.includes('/stem'))).toBe(true);
    expect(LADDER.some((s) => s.rules.includes('/jumps'))).toBe(true);
    // Every Easy and Medium step comes before the first Hard one, and Hard's before Expert's.
    const levels = LADDER.map((s) => ['easy', 'medium', 'hard', 'expert'].indexOf(s.opponent));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(LADDER.map((s) => s.id)).size).toBe(LADDER.length);
  });

  test('the first two steps are won by the person, who moves first, with best play; no two steps teach the same', () => {
    for (const s of LADDER.slice(0, 2)) {
      expect(s.opponent).toBe('easy');
      expect(solvedValue(s.rules)?.value).toBeGreaterThan(0);
    }
    expect(new Set(LADDER.map((s) => s.teaches)).size).toBe(LADDER.length);
    expect(new Set(LADDER.map((s) => s.lesson)).size).toBe(LADDER.length);
  });

  test('at first only the first step is open, and it is next', () => {
    const l = ladder([], steps);
    expect(l.steps.map((s) => s.open)).toEqual([true, false, false]);
    expect(l.next?.id).toBe('a');
    expect(l.stars).toBe(0);
  });

  test('a loss opens nothing; a win opens the next step, which becomes next', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'loss', 1));
    expect(ladder(loadHistory(store), steps).steps[1]!.open).toBe(false);
    keepGame(store, personGame('square:3', 'easy', 'win', 2));
    const l = ladder(loadHistory(store), steps);
    expect(l.steps.map((s) => s.open)).toEqual([true, true, false]);
    expect(l.next?.id).toBe('b');
  });

  test('a free game won on a step beyond the next one claims nothing until the player reaches it, and is never lost', () => {
    const { store } = storeRig();
    // Step 3 won from the menu's Play while the ladder stands at step 1: no stars, not open.
    keepGame(store, personGame('square:4', 'medium', 'win', 1, {}, 4));
    let l = ladder(loadHistory(store), steps);
    expect(l.steps.map((s) => s.starCount)).toEqual([0, 0, 0]);
    expect(l.steps.map((s) => s.open)).toEqual([true, false, false]);
    expect(l.steps[2]!.games).toBe(0);
    expect(l.next?.id).toBe('a');
    // Step 1 won since: step 2 is next, step 3 still locked and starless.
    keepGame(store, personGame('square:3', 'easy', 'win', 2));
    l = ladder(loadHistory(store), steps);
    expect(l.next?.id).toBe('b');
    expect(l.steps[2]).toMatchObject({ open: false, starCount: 0, games: 0 });
    // Step 2 won: step 3 is reached, and the win made there earlier counts with its margin.
    keepGame(store, personGame('square:4', 'easy', 'win', 3));
    l = ladder(loadHistory(store), steps);
    expect(l.steps[2]).toMatchObject({ open: true, games: 1 });
    expect(l.steps[2]!.stars[0]).toBe(true);
  });

  test('a free game on the next step, or on one below it, still counts', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1));
    // Step 2 is next: a free game on it counts, a loss as a game played.
    keepGame(store, personGame('square:4', 'easy', 'loss', 2));
    expect(ladder(loadHistory(store), steps).steps[1]).toMatchObject({ games: 1, starCount: 0 });
    keepGame(store, personGame('square:4', 'easy', 'win', 3));
    // Step 1 again, below the next step: its games count too.
    keepGame(store, personGame('square:3', 'easy', 'win', 4, {}, 3));
    const l = ladder(loadHistory(store), steps);
    expect(l.steps[1]!.stars[0]).toBe(true);
    expect(l.steps[0]!.games).toBe(2);
    expect(l.next?.id).toBe('c');
  });

  test('a win far ahead (a Hard 6×6 from the menu) leaves the player on the next step, the far step locked and starless', () => {
    const { store } = storeRig();
    const eighth = LADDER[7]!;
    keepGame(store, personGame(LADDER[0]!.rules, LADDER[0]!.opponent, 'win', 3));
    keepGame(store, personGame(eighth.rules, eighth.opponent, 'win', 9));
    const l = ladder(loadHistory(store));
    expect(l.next?.id).toBe(LADDER[1]!.id);
    expect(l.steps.map((s) => s.open)).toEqual([true, true, ...Array(LADDER.length - 2).fill(false)]);
    expect(l.steps[7]!.starCount).toBe(0);
    expect(l.stars).toBe(l.steps[0]!.starCount);
    // Winning step 2 leads on to step 3.
    keepGame(store, personGame(LADDER[1]!.rules, LADDER[1]!.opponent, 'win', 5));
    expect(ladder(loadHistory(store)).next?.id).toBe(LADDER[2]!.id);
  });

  test('steps are won in order: the steps won are always the first few, and only the step after them is open besides', () => {
    const { store } = storeRig();
    const four = [
      ...steps,
      { id: 'd', rules: 'square:5', opponent: 'easy' as const, margin: 2, teaches: 'd' },
    ];
    const seen = () => {
      const l = ladder(loadHistory(store), four);
      const won = l.steps.map((s) => s.stars[0]);
      const first = won.indexOf(false) < 0 ? won.length : won.indexOf(false);
      expect(won).toEqual(won.map((_, i) => i < first));
      expect(l.steps.map((s) => s.open)).toEqual(won.map((_, i) => i <= first));
      for (const s of l.steps) expect(s.open || s.starCount === 0).toBe(true);
    };
    keepGame(store, personGame('square:5', 'easy', 'win', 1));
    seen();
    keepGame(store, personGame('square:3', 'easy', 'win', 2));
    seen();
    keepGame(store, personGame('square:4', 'medium', 'win', 3));
    seen();
    keepGame(store, personGame('square:4', 'easy', 'win', 4));
    seen();
  });

  test('the History tab shows no stars on a locked step, and says the step in words', () => {
    const { store } = storeRig();
    // Step 1 won, and step 3 played free before step 2: steps 1 and 2 open, step 3 locked and starless.
    keepGame(store, personGame(LADDER[0]!.rules, 'easy', 'win', 1));
    keepGame(store, personGame(LADDER[2]!.rules, 'medium', 'win', 2));
    const model = new HistoryModel({ store, now: () => 0, today: () => '2026-03-10', notify: () => {} });
    const value = model.value().ladder;
    expect(value.steps.map((s) => s.open)).toEqual([true, true, ...Array(LADDER.length - 2).fill(false)]);
    expect(value.steps[0]!.starText).toMatch(/^★[★☆]{2}$/);
    expect(value.steps.filter((s) => !s.open).every((s) => s.starText === '')).toBe(true);
    expect(value.steps.map((s) => s.label).slice(0, 5)).toEqual([
      'Step 1 of 14: Easy on a 5×5 board',
      'Step 2 of 14: Easy on a petri dish 5 across',
      'Step 3 of 14: Medium on a 5×5 board',
      'Step 4 of 14: Medium on a petri dish 6 across',
      'Step 5 of 14: Medium on a hexagon 4 a side',
    ]);
    expect(value.steps.map((s) => s.label).slice(5, 12)).toEqual([
      'Step 6 of 14: Medium on a triangle 5 a side',
      'Step 7 of 14: Medium on a 5×5 board, stem cells',
      'Step 8 of 14: Hard on a 6×6 board',
      'Step 9 of 14: Hard on a beaker 7×6',
      'Step 10 of 14: Hard on a 6×6 board, jumps',
      'Step 11 of 14: Hard on a hexagon 5 a side, by connections',
      'Step 12 of 14: Expert on an 8×8 board',
    ]);
  });

  test('stars - a win, a win by the margin, a win without hints', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1, { hints: true }));
    const small = loadHistory(store)[0]!;
    const one = ladder(loadHistory(store), steps).steps[0]!;
    expect(one.stars).toEqual([true, small.scores[0] - small.scores[1] >= 3, false]);
    keepGame(store, personGame('square:3', 'easy', 'win', 2, {}, 3));
    expect(ladder(loadHistory(store), steps).steps[0]!.stars).toEqual([true, true, true]);
  });

  test('a win against another opponent, or a retry played on, earns nothing', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'hard', 'win', 1));
    keepGame(store, personGame('square:3', 'easy', 'win', 2, { retryOf: 4 }));
    expect(ladder(loadHistory(store), steps).steps[0]!.starCount).toBe(0);
  });

  test('with every step won, next is the first one short of three stars, then none', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1, {}, 3));
    keepGame(store, personGame('square:4', 'easy', 'win', 2, { hints: true }, 2));
    keepGame(store, personGame('square:4', 'medium', 'win', 3, {}, 2));
    expect(ladder(loadHistory(store), steps).next?.id).toBe('b');
    keepGame(store, personGame('square:4', 'easy', 'win', 4, {}, 2));
    const l = ladder(loadHistory(store), steps);
    expect(l.next).toBeNull();
    expect(l.stars).toBe(9);
  });
});

test('a second star won by the margin asked when the game was played stays won after the margin is raised', () => {
  const game = personGame('square:3', 'easy', 'win', 5, {}, 2);
  const by = game.scores[0] - game.scores[1];
  const raised = [{ ...steps[0]!, margin: by + 1, marginBefore: by }];
  const secondStar = (salt: number | undefined) => {
    const { store } = storeRig();
    keepGame(store, salt === undefined ? game : { ...game, salt });
    return ladder(loadHistory(store), raised).steps[0]!.stars[1];
  };
  // Before games had numbers, and numbered before today's margins: played for the margin then.
  expect(secondStar(undefined)).toBe(true);
  expect(secondStar(MARGINS_FROM - 1)).toBe(true);
  // A game today asks today's margin.
  expect(secondStar(MARGINS_FROM + 1)).toBe(false);
  expect(ladder([], raised).steps[0]!.margin).toBe(by + 1);
});
