// The retry model (screens/review/retry-model.ts) in Node, on real matches against Easy: the
// retry's sign, its way back, the opponent's reply held behind the verdict's question, the save put
// back after the side trip, and a retry played on (signed, kept through Resume, not counted).
// The browser keeps a smoke of the sign's layout (tests/e2e/retry-sign.test.ts).
import { describe, expect, test } from 'vitest';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { loadSavedMatch } from '../../../src/game/saved-match.ts';
import { HELPED_NEXT } from '../../../src/game/review.ts';
import { loadStats } from '../../../src/game/stats.ts';
import { verdictQuestion, verdictSquares } from '../../../src/screens/review/retry-model.ts';
import { resultsModel } from '../../../src/screens/results/results-model.ts';
import { randomGame } from '../../e2e/random-games.ts';
import { finishedGame, idle, reviewed, squares, tick, until } from './reviewed-game.ts';

/** A finished game on `layout` reviewed, and its worst move of the person's retried: the page, the target and the question's answer. */
async function retried(layout: string, seed: number) {
  const moves = randomGame(layout, seed);
  const page = await finishedGame(layout, ['easy', 'human'], moves);
  const finished = page.match!;
  const model = await reviewed(page);
  const savedBefore = page.savedGame();
  const statsBefore = loadStats(page.store);
  const target = model.retry()!;
  const judged: { verdict: string | null; answered: () => void } = { verdict: null, answered: () => {} };
  page.kept.retry.start(
    model.snapshot().review,
    target,
    { rules: layout, players: ['easy', 'human'] },
    model.client,
    (verdict, answered) => {
      judged.verdict = verdict;
      judged.answered = answered;
      return true;
    },
  );
  return {
    page,
    moves,
    finished,
    model,
    target,
    judged,
    savedBefore,
    statsBefore,
    retry: page.kept.retry,
    at: target.index,
  };
}

const saved = (page: Awaited<ReturnType<typeof retried>>['page']) => page.savedGame();

/** Plays the best move of the retried turn and waits for the verdict. */
async function playBest(r: Awaited<ReturnType<typeof retried>>): Promise<MoveReview> {
  const judged = r.model.snapshot().review.reviewed[r.at]!;
  expect(r.page.match!.play(squares(r.page.match!.setup.rules, [judged.best[0]!])[0]!)).toBe(true);
  await until(() => r.judged.verdict !== null, 'the verdict');
  return judged;
}

// Each test reviews a whole game first, in this process: over a minute on a loaded machine.
describe('a retry from the review', { timeout: 150_000 }, () => {
  test('is signed and has its way back to the review, until it is left', async () => {
    const r = await retried('square:4', 5 + 844);
    const sign = `Practice · from move ${r.at + 1}`;
    expect(r.page.match!.position.ply).toBe(r.at);
    expect(r.retry.inPlay()).toEqual({ move: r.at + 1 });
    expect(r.retry.sign()).toBe(sign);
    expect(r.page.notices).toEqual([
      `Move ${r.at + 1} again: you played ${r.target.move} here. Can you find better? This practice won't count in your record.`,
    ]);
    // Back to review: the game retried is in play again, signless, as the review's Results show it.
    expect(r.retry.leave()).toBe(true);
    expect(r.page.match).toBe(r.finished);
    expect(r.retry.inPlay()).toBeNull();
    expect(r.retry.sign()).toBeNull();
    expect(r.retry.leave()).toBe(false);
    expect(r.model.snapshot().ply).toBe(r.at + 1);
  });

  test('back to the review leaves no game in progress behind: the save is as before', async () => {
    const r = await retried('square:5', 11 + 1024);
    expect(r.savedBefore).not.toBeNull();
    // The retried move leaves the game unfinished: the verdict is asked over the board.
    expect(r.at).toBeLessThan(r.moves.length - 1);
    await playBest(r);
    // While the retry is played, it is what the save holds.
    expect(saved(r.page)).not.toBe(r.savedBefore);
    expect(r.retry.sign()).toMatch(/^Practice · from move/);
    // The question says the verdict: no notice repeats it.
    expect(r.page.notices).toHaveLength(1);
    expect(r.retry.leave()).toBe(true);
    r.judged.answered();
    expect(saved(r.page)).toBe(r.savedBefore);
    // The menu's Resume reads the save: there is no game in progress to resume (menu.ts, loadSavedMatch).
    expect(loadSavedMatch(r.page.store)).toBeNull();
    expect(r.page.match!.result).not.toBeNull();
    expect(r.model.snapshot().ply).toBe(r.at + 1);
  });

  test('Easy does not answer the retried move behind its verdict; after Play on it does', async () => {
    const r = await retried('square:5', 7 + 390);
    expect(r.at).toBeLessThan(r.moves.length - 1);
    // The person asked for a hint first: the verdict says the best move was shown, not found alone.
    r.page.helped.add(r.page.match!);
    const judged = await playBest(r);
    expect(r.judged.verdict).toMatch(new RegExp(`^${judged.best[0]}: the best move, with a little help\\.`));
    expect(r.judged.verdict).not.toContain('you found');
    expect(r.judged.verdict!.endsWith(HELPED_NEXT)).toBe(true);
    const match = r.page.match!;
    // Easy answers at once in a game; here its answer waits while the question is open.
    await tick(300);
    expect(match.position.ply).toBe(r.at + 1);
    r.retry.keep();
    r.judged.answered();
    await idle(match);
    await until(() => match.position.ply === r.at + 2, "Easy's reply");
    expect(match.position.toMove()).toBe(2);
  });

  test('played on: signed as not counted through Resume, and its results say so and count nothing', async () => {
    const r = await retried('square:4', 1029);
    expect(Object.keys(r.statsBefore)).toHaveLength(1);
    const judged = await playBest(r);
    expect(r.judged.verdict).toMatch(
      new RegExp(`^${judged.best[0]}: (you found the best move|as good as the best move)`),
    );
    // The question: the verdict's first sentence, then the choice, which says Play on is not counted.
    const question = verdictQuestion(r.judged.verdict!);
    expect(question.title).toBe(`${r.judged.verdict!.slice(0, r.judged.verdict!.indexOf('. ') + 1)}`);
    expect(question.detail).toContain('not counted in your record');
    expect([question.yes, question.no]).toEqual(['Back to review', 'Play on']);
    // Back to review is drawn as a way back (its arrow, the plain style), not as a loss.
    expect(question.yesGoesBack).toBe(true);
    // The question leaves in sight the square retried, the square played now and the best.
    expect(verdictSquares(r.page.match!.position, r.target)).toEqual([
      r.target.square,
      ...squares('square:4', [judged.best[0]!]),
      ...squares('square:4', r.target.best),
    ]);
    let kept = 0;
    const off = r.retry.onKept(() => kept++);
    r.retry.keep();
    off();
    r.judged.answered();
    expect(kept).toBe(1);
    const sign = `Played on from move ${r.at + 1} · not in your record`;
    expect(r.retry.inPlay()).toBeNull();
    expect(r.retry.sign()).toBe(sign);
    // Resume from the menu: the saved game says it was retried, and the sign stays.
    const resumed = loadSavedMatch(r.page.store)!;
    const match = r.page.newMatch(resumed.setup, resumed.moves);
    expect(match.retryOf).toBe(r.at + 1);
    expect(r.retry.sign()).toBe(sign);
    // Played to the end: the results say it is not counted, and the statistics are as they were.
    for (let guard = 0; !match.result && guard < 40; guard++) {
      await idle(match);
      if (match.result) break;
      match.play(match.position.legalMoveList()[0]!);
      await idle(match);
    }
    expect(match.result!.retryOf).toBe(r.at + 1);
    expect(match.result!.tally).toBeUndefined();
    const words = resultsModel({
      result: match.result!,
      usedHelp: false,
      fromBuilder: false,
      unsavedBoard: null,
      canShareSheet: false,
    }).snapshot().lines;
    expect(words).toContain(`Played on from a retry of move ${r.at + 1}: not counted in your record`);
    expect(words.some((t) => t.startsWith('Against '))).toBe(false);
    expect(loadStats(r.page.store)).toEqual(r.statsBefore);
  });
});
