// What a finished game earned (screens/results/results-earned.ts): a ladder step cleared with its
// stars and the next step offered, a step lost offered again, the new stars only, and a streak or
// a best win from the record. The kept games are real games kept in a Map-backed store.
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { earnedBy, stepButtonFacts } from '../../../src/screens/results/results-earned.ts';
import { nextStepWords } from '../../../src/words/results-words.ts';
import { ResultsModel } from '../../../src/screens/results/results-model.ts';
import { matchResult, personGame, storeRig } from '../history/history-rig.ts';

const steps = [
  { id: 'a', rules: 'square:3', opponent: 'easy' as const, margin: 3, teaches: 'a' },
  { id: 'b', rules: 'square:4', opponent: 'easy' as const, margin: 2, teaches: 'b' },
  { id: 'c', rules: 'square:4', opponent: 'medium' as const, margin: 2, teaches: 'c' },
];

const result = matchResult;

describe('the moments beside the ladder', () => {
  test('a run of wins counts every counted game in order; a retry played on is no win in it', () => {
    const { store } = storeRig();
    let at = 10;
    const keep = (outcome: 'win' | 'loss', counts = true) =>
      keepGame(store, { ...personGame('square:6', 'easy', outcome, at++, { hints: false }), counts });
    keep('win');
    keep('loss');
    keep('win');
    keep('win', false);
    // The retry's win is kept but not counted: this win makes 2 in a row, not 3.
    const won = result('square:6', 'easy', [20, 10]);
    expect(earnedBy(won, loadHistory(store), false, steps).moments.map((m) => m.title)).toEqual([
      '2 wins in a row',
      'Your biggest win against Easy',
    ]);
    // A loss makes no moment, whatever it did to the run.
    expect(earnedBy(result('square:6', 'easy', [10, 20]), loadHistory(store), false, steps).moments).toEqual(
      [],
    );
  });

  test("a ladder step's new stars take one of the two ribbons", () => {
    // The first game ever, a win on step 1: its stars and the first win; nothing else has room.
    const e = earnedBy(result('square:3', 'easy', [8, 2]), [], false, steps);
    expect(e.ladder!.newStars).toEqual([true, true, true]);
    expect(e.moments.map((m) => m.kind)).toEqual(['first-win']);
  });
});

describe('what a game earned', () => {
  test('a win on a ladder step clears it, says its new stars and offers the next step', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1));
    const kept = keepGame(store, personGame('square:4', 'easy', 'win', 5, { hints: false }, 2)).game!;
    const won = result('square:4', 'easy', kept.scores, { kept: kept.id });
    const e = earnedBy(won, loadHistory(store), false, steps);
    expect(e.ladder).toMatchObject({
      n: 2,
      total: 3,
      step: 'Step 2 of 3: Easy on a 4×4 board',
      line: 'Step 2 cleared',
      cleared: true,
      stars: [true, true, true],
      newStars: [true, true, true],
      // The step it opened is the moment (step-unlock.ts), said over its button.
      starsLine: '',
      unlocked: true,
      opens: { n: 3, lesson: 'c' },
      // All three just earned: the stars say it, no line of what each is for.
      starsWhy: '',
      tip: null,
      // The ladder leads on, up from the step just won.
      next: {
        n: 3,
        on: 'Medium on a 4×4 board',
        start: { rules: 'square:4', players: ['human', 'medium'] },
      },
    });
    const facts = stepButtonFacts(e.ladder!);
    expect(facts).toEqual({ cleared: true, nextOn: 'Medium on a 4×4 board', allStars: true, plays: 3 });
    expect(nextStepWords(facts.nextOn!, undefined, facts.plays)).toBe('Play step 3');
    // Played again with hints and won by less: the step stays cleared, no new star.
    const again = keepGame(store, personGame('square:4', 'easy', 'win', 9, { hints: true })).game!;
    const second = earnedBy(
      result('square:4', 'easy', again.scores, { kept: again.id }),
      loadHistory(store),
      true,
      steps,
    );
    expect(second.ladder).toMatchObject({ cleared: true, newStars: [false, false, false], starsLine: '' });
    // No new star: the line of what each is for stays.
    expect(second.ladder!.starsWhy).toMatch(/^★ win · ★ by 2 or more/);
  });

  test('with hints the third star waits; the top step opens none and never leads back below it', () => {
    const won = result('square:4', 'medium', [10, 6]);
    // A free game on step 3 with the ladder at step 1: no step claimed, no stars, no next step.
    expect(earnedBy(won, [], true, steps).ladder).toBeNull();
    // Climbed to it: the new stars, the missing one and what would earn it, kindly.
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 4, { hints: false }, 1));
    keepGame(store, personGame('square:4', 'easy', 'win', 5, { hints: false }, 2));
    const climbed = earnedBy(won, loadHistory(store), true, steps);
    expect(climbed.ladder).toMatchObject({
      n: 3,
      cleared: true,
      stars: [true, true, false],
      unlocked: false,
    });
    expect(climbed.ladder!.starsLine).toBe('2 new stars for Medium on a 4×4 board');
    expect(climbed.ladder!.starsWhy).toBe('One star to go: win without hints or Best moves');
    // Step 1 is short of a star, but the ladder does not send the player back down to it.
    expect(climbed.ladder!.next).toBeNull();
  });

  test('a win short of the margin says by how much it won; Best moves count as help like a hint', () => {
    const { store } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 4, { hints: false }, 1));
    keepGame(store, personGame('square:4', 'easy', 'win', 5, { hints: false }, 2));
    const e = earnedBy(result('square:4', 'medium', [7, 6]), loadHistory(store), true, steps);
    expect(e.ladder!.stars).toEqual([true, false, false]);
    expect(e.ladder!.starsWhy).toBe('Two stars to go: win by 2 or more, without hints or Best moves');
    // Ahead of the ladder (steps 1 and 2 unplayed), the same win is a free game: no step, no stars.
    expect(earnedBy(result('square:4', 'medium', [7, 6]), [], true, steps).ladder).toBeNull();
    const near = earnedBy(result('square:4', 'medium', [7, 6]), loadHistory(store), false, steps);
    expect(near.ladder!.starsWhy).toBe('One star to go: win by 2 or more (you won by 1)');
  });

  test("a loss says what each star is for and offers the step's lesson as a tip", () => {
    const e = earnedBy(result('square:3', 'easy', [2, 7]), [], false, steps);
    expect(e.ladder).toMatchObject({
      starsWhy: 'Stars: win, win by 3 or more, on your own',
      tip: 'Tip for this step: a',
    });
  });

  test('a loss on a step: not cleared, no star; the results offer where it turned first, Try again beside', () => {
    const lost = result('square:3', 'easy', [2, 7]);
    const e = earnedBy(lost, [], false, steps);
    expect(e.ladder).toMatchObject({ n: 1, line: 'Step 1: win to clear it', cleared: false, next: null });
    expect(e.ladder!.stars).toEqual([false, false, false]);
    const m = new ResultsModel({
      result: lost,
      usedHelp: false,
      fromBuilder: false,
      unsavedBoard: null,
      canShareSheet: false,
      ladderSteps: steps,
    });
    const shot = m.snapshot();
    expect(shot.buttons[0]).toEqual({ id: 'review', label: 'Review game', primary: true });
    expect(shot.buttons[1]).toEqual({ id: 'again', label: 'Try again', primary: false });
    expect(shot.buttons.filter((b) => b.primary)).toHaveLength(1);
    expect(shot.headline).toBe('Not this time');
    expect(shot.lines).toContain('Step 1: win to clear it');
    expect(shot.lines).toContain('Tip for this step: a');
  });

  test('a win that opened the next step: "Play step 2" is the one primary button, the unlock over it says what it is, and it starts that step', () => {
    const m = new ResultsModel({
      result: result('square:3', 'easy', [8, 2]),
      usedHelp: false,
      fromBuilder: false,
      unsavedBoard: null,
      canShareSheet: false,
      ladderSteps: steps,
    });
    const shot = m.snapshot();
    expect(shot.buttons.filter((b) => b.primary)).toEqual([
      { id: 'next-step', label: 'Play step 2', primary: true },
    ]);
    // The step's line, then the unlock: its headline and what the new step is about, the board named once.
    const at = shot.lines.indexOf('Step 1 cleared');
    expect(shot.lines.slice(at, at + 4)).toEqual([
      'Step 1 cleared',
      'Step 2 unlocked',
      'b',
      'Easy on a 4×4 board',
    ]);
    expect(shot.lines.filter((l) => l.includes('4×4'))).toHaveLength(1);
    // All three stars held: again is plain Play again.
    expect(shot.buttons.find((b) => b.id === 'again')!.label).toBe('Play again');
    const next = { kind: 'play', setup: { rules: 'square:4', players: ['human', 'easy'] } };
    expect(m.press('next-step')).toEqual(next);
    // Enter with no button focused starts nothing (a button takes it once Tab has focused it).
    expect(m.enter()).toEqual({ kind: 'none' });
  });

  test('a step cleared short of three stars (a hint used, a narrow win): again says the stars still to chase', () => {
    const options = { fromBuilder: false, unsavedBoard: null, canShareSheet: false, ladderSteps: steps };
    const helped = new ResultsModel({
      ...options,
      result: result('square:3', 'easy', [8, 2]),
      usedHelp: true,
    });
    expect(helped.snapshot().buttons.find((b) => b.id === 'again')).toEqual({
      id: 'again',
      label: 'Go for 3 stars',
      primary: false,
    });
    const narrow = new ResultsModel({
      ...options,
      result: result('square:3', 'easy', [6, 5]),
      usedHelp: false,
    });
    expect(narrow.snapshot().buttons.find((b) => b.id === 'again')!.label).toBe('Go for 3 stars');
    // It plays the same step again.
    expect(helped.press('again')).toMatchObject({ kind: 'play' });
  });

  test('off the ladder, a retry played on or a stand-in: no ladder; a counted first win is a moment', () => {
    const off = earnedBy(result('square:6', 'easy', [20, 14]), [], false, steps);
    expect(off).toEqual({
      ladder: null,
      moments: [
        { kind: 'first-win', title: 'First win against Easy!', detail: 'One for your record' },
        { kind: 'goal', title: "Today's win ✓", detail: "A goal ticked: today's puzzle is the other" },
      ],
    });
    expect(earnedBy(result('square:3', 'easy', [8, 2], { retryOf: 3 }), [], false, steps)).toEqual({
      ladder: null,
      moments: [],
    });
    const standIn = { player: 2 as const, agent: 'hard', moves: 2, of: 5 };
    expect(earnedBy(result('square:3', 'easy', [8, 2], { standIn }), [], false, steps)).toEqual({
      ladder: null,
      moments: [],
    });
    // Two people on one device: nobody climbs.
    const duo = result('square:3', 'human', [8, 2]);
    expect(earnedBy(duo, [], false, steps)).toEqual({ ladder: null, moments: [] });
  });
});
