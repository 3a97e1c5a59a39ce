// A ladder step's unlock as a moment of its own on the results (screens/results/step-unlock.ts):
// after the numbers and the new stars, one at a time, the marker moves from the step won to the new
// one, which lights with its chime, "Step 2 unlocked" and what it is about; "Play step 2" the one
// big button. Under reduced motion, or on a redraw, it stands finished; a draw, a loss, a step won
// ahead of the ladder or a step that opened nothing have none.
import { describe, expect, test } from 'vitest';
import { endingPlan } from '../../../src/screens/results/ending.ts';
import { earnedBy } from '../../../src/screens/results/results-earned.ts';
import { rewardsShown } from '../../../src/screens/results/rewards-shown.ts';
import { marginShownAt } from '../../../src/screens/results/win-beats.ts';
import { SCORE_COUNT_MS } from '../../../src/screens/results/short-sheet.ts';
import {
  MARKER_MOVE_MS,
  pathAround,
  stepUnlock,
  unlockLines,
} from '../../../src/screens/results/step-unlock.ts';
import { ResultsModel } from '../../../src/screens/results/results-model.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { storeRig } from '../history/history-rig.ts';
import { personGame } from '../history/history-rig.ts';
import { matchResult } from '../history/history-rig.ts';

const [s1, s2] = [LADDER[0]!, LADDER[1]!];

describe('a ladder step unlocked', () => {
  test('the first ladder win: the numbers, then each new star, then the marker moves to step 2 and it lights; its words and the one big "Play step 2"', () => {
    const won = matchResult(s1.rules, s1.opponent, [40, 20]);
    const earned = earnedBy(won, [], false);
    const plan = endingPlan('win', false);
    const unlock = stepUnlock(plan, earned, true)!;
    expect(unlock).toMatchObject({
      title: 'Step 2 unlocked',
      lesson: 'Mind the round edge',
      on: 'Easy on a petri dish 5 across',
      from: 1,
      to: 2,
    });
    // The order a player feels: the margin with its final figures, the stars one at a time, then the unlock.
    const stars = rewardsShown(plan, earned, true).stars;
    expect(stars).toHaveLength(3);
    expect(marginShownAt(plan, SCORE_COUNT_MS)).toBeLessThan(stars[0]!);
    for (let k = 1; k < stars.length; k++) expect(stars[k]!).toBeGreaterThan(stars[k - 1]!);
    expect(unlock.movesAt!).toBeGreaterThan(stars.at(-1)!);
    expect(unlock.arrivesAt).toBe(unlock.movesAt! + MARKER_MOVE_MS);
    // The path: step 1 won, step 2 open (the marker's goal), step 3 still locked.
    expect(unlock.path).toEqual([
      { n: 1, state: 'won' },
      { n: 2, state: 'open' },
      { n: 3, state: 'locked' },
    ]);
    // The results' lines and its one big button.
    const model = new ResultsModel({
      result: won,
      usedHelp: false,
      fromBuilder: false,
      unsavedBoard: null,
      canShareSheet: false,
    });
    const shot = model.snapshot();
    expect(shot.buttons.filter((b) => b.primary)).toEqual([
      { id: 'next-step', label: 'Play step 2', primary: true },
    ]);
    expect(shot.lines).toEqual(
      expect.arrayContaining([
        'Step 1 cleared',
        'Step 2 unlocked',
        'Mind the round edge',
        'Easy on a petri dish 5 across',
      ]),
    );
    expect(model.press('next-step')).toMatchObject({ kind: 'play', setup: { rules: s2.rules } });
  });

  test('under reduced motion, or on a redraw, it stands finished: the marker on step 2, no chime', () => {
    const earned = earnedBy(matchResult(s1.rules, s1.opponent, [40, 20]), [], false);
    for (const [plan, marked] of [
      [endingPlan('win', true), true],
      [endingPlan('win', false), false],
    ] as const) {
      const unlock = stepUnlock(plan, earned, marked)!;
      expect(unlock.to).toBe(2);
      expect([unlock.movesAt, unlock.arrivesAt]).toEqual([null, null]);
    }
  });

  test('a loss, a free win ahead of the ladder and a step won again open nothing: no unlock', () => {
    const plan = endingPlan('win', false);
    const lost = earnedBy(matchResult(s1.rules, s1.opponent, [20, 40]), [], false);
    expect(stepUnlock(endingPlan('loss', false), lost, true)).toBeNull();
    expect(unlockLines(lost.ladder)).toEqual([]);
    // Step 2 won before step 1: a free game, not the ladder's: no step, nothing unlocked.
    const ahead = earnedBy(matchResult(s2.rules, s2.opponent, [40, 20]), [], false);
    expect(stepUnlock(plan, ahead, true)).toBeNull();
    expect(ahead.ladder).toBeNull();
    // Step 1 won again: step 2 was open already.
    const { store } = storeRig();
    keepGame(store, personGame(s1.rules, s1.opponent, 'win', 5));
    const again = earnedBy(matchResult(s1.rules, s1.opponent, [40, 20]), loadHistory(store), false);
    expect(stepUnlock(plan, again, true)).toBeNull();
  });

  test('the stretch of path: the step before, the step won, the new one and the one after, within the ladder', () => {
    expect(pathAround(1, 2, 14).map((d) => d.n)).toEqual([1, 2, 3]);
    expect(pathAround(5, 6, 14).map((d) => d.state)).toEqual(['won', 'won', 'open', 'locked']);
    expect(pathAround(13, 14, 14).map((d) => d.n)).toEqual([12, 13, 14]);
  });
});
