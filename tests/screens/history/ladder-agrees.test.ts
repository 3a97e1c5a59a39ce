// The ladder says one thing everywhere: the step a game cleared (the results), the step the menu
// offers, and the step the History's ladder marks as current all come from ladder.ts. The case the
// review found: after the guided game, "Play Easy" on a 5×5 board counted as step 2 cleared while
// the menu still offered step 1.
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import type { MatchResult } from '../../../src/game/events.ts';
import { LADDER, ladder } from '../../../src/screens/history/ladder.ts';
import { menuProgress } from '../../../src/screens/history/menu-progress.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { earnedBy } from '../../../src/screens/results/results-earned.ts';
import { matchResult, personGame, storeRig } from './history-rig.ts';

const TODAY = '2026-03-10';

const resultOf = (rules: string, opponent: string, scores: [number, number], kept: string) =>
  matchResult(rules, opponent, scores, { kept });

/** The step (1-based) the menu offers, the results' next step and the History's current step. */
function views(store: ReturnType<typeof storeRig>['store'], last: MatchResult | null) {
  const menu = menuProgress(store, TODAY).ladder.label;
  const history = new HistoryModel({ store, now: () => 0, today: () => TODAY, notify: () => {} }).value()
    .ladder.next?.id;
  const earned = last ? earnedBy(last, loadHistory(store), false).ladder : null;
  return { menu, history, earned };
}

describe('one ladder', () => {
  test('a free win on step 5 while the ladder stands at step 1: no step claimed anywhere', () => {
    const { store } = storeRig();
    const step5 = LADDER[4]!;
    const kept = keepGame(store, personGame(step5.rules, step5.opponent, 'win', 5)).game!;
    const v = views(store, resultOf(step5.rules, step5.opponent, kept.scores, kept.id));
    // Not the ladder's game: the results say no step won, no stars, no next step.
    expect(v.earned).toBeNull();
    expect(v.menu).toBe('Ladder: step 1 of 14');
    expect(v.history).toBe(LADDER[0]!.id);
    const l = ladder(loadHistory(store));
    expect(l.steps[4]).toMatchObject({ open: false, starCount: 0 });
    expect(l.stars).toBe(0);
  });

  test('winning step 1 after a free win on step 2 clears it, the waiting win counts, and the ladder leads on to step 3', () => {
    const { store } = storeRig();
    const [s1, s2, s3] = [LADDER[0]!, LADDER[1]!, LADDER[2]!];
    keepGame(store, personGame(s2.rules, s2.opponent, 'win', 5));
    const kept = keepGame(store, personGame(s1.rules, s1.opponent, 'win', 6)).game!;
    const v = views(store, resultOf(s1.rules, s1.opponent, kept.scores, kept.id));
    expect(v.earned).toMatchObject({ n: 1, cleared: true, line: 'Step 1 cleared', unlocked: true });
    expect(v.earned!.next?.n).toBe(3);
    expect(v.menu).toBe('Ladder: step 3 of 14');
    expect(v.history).toBe(s3.id);
    expect(ladder(loadHistory(store)).steps[1]!.stars[0]).toBe(true);
  });

  test('a loss clears nothing and offers no next step; the menu stays on the step', () => {
    const { store } = storeRig();
    const s1 = LADDER[0]!;
    const kept = keepGame(store, personGame(s1.rules, s1.opponent, 'loss', 7)).game!;
    const v = views(store, resultOf(s1.rules, s1.opponent, kept.scores, kept.id));
    expect(v.earned).toMatchObject({ n: 1, cleared: false, next: null });
    expect(v.menu).toBe('Ladder: step 1 of 14');
  });

  test('with every step cleared, the current step is the first short of three stars', () => {
    const steps = [
      { id: 'a', rules: 'square:3', opponent: 'easy' as const, margin: 99, teaches: 'a' },
      { id: 'b', rules: 'square:4', opponent: 'easy' as const, margin: 1, teaches: 'b' },
    ];
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1, { hints: false }));
    keepGame(store, personGame('square:4', 'easy', 'win', 2, { hints: false }));
    const l = ladder(loadHistory(store), steps);
    expect(l.current?.id).toBe('a');
    expect(l.next).toBe(l.current);
  });

  test('a loss on a step still locked is no ladder game: the results do not say "Step 3: win to clear it" while the menu offers step 1', () => {
    const { store } = storeRig();
    const step3 = LADDER[2]!;
    const kept = keepGame(store, personGame(step3.rules, step3.opponent, 'loss', 4)).game!;
    const v = views(store, resultOf(step3.rules, step3.opponent, kept.scores, kept.id));
    expect(v.earned).toBeNull();
    expect(v.menu).toBe('Ladder: step 1 of 14');
  });
});
