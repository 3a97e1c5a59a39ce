// The review model (screens/review/review-model.ts) on a finished game against Easy: every move
// of both sides reviewed with a cost and a mark, the board left where the player looks, the
// progress line naming their costliest move, stepping through the game, what the Retry button
// says, the words free of engine talk, and what its Menu asks. The browser keeps a smoke of the
// pointer, the layout and a resize (tests/e2e/review.test.ts).
import { describe, expect, test } from 'vitest';
import { MARK_KEY, RING_KEY } from '../../../src/words/review-words.ts';
import { REVIEW_MENU_QUESTION } from '../../../src/screens/review/review-model.ts';
import { keyMoment } from '../../../src/screens/review/key-moment.ts';
import { randomGame } from '../../e2e/random-games.ts';
import { finishedGame, reviewed, squares, until } from './reviewed-game.ts';

const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

describe('the review of a game against Easy', () => {
  test('reviews both sides, names the costliest move, steps through the game and retries the worst move', async () => {
    const moves = randomGame('square:5', 11 + 1024);
    const page = await finishedGame('square:5', ['easy', 'human'], moves);
    const model = await reviewed(page);
    let shot = model.snapshot();
    expect(shot.end).toMatchObject({ done: true });
    expect(page.changes).toBeGreaterThan(0);
    expect(shot.review.reviewed.map((r) => r!.move)).toEqual(moves);
    const reviewedMoves = shot.review.reviewed.map((r) => r!);
    expect(reviewedMoves.every((m) => m.cost >= 0)).toBe(true);
    // Both sides are reviewed; the random person gave points away somewhere.
    // (A move whose estimates disagree with its cost is never named the costliest.)
    const person = reviewedMoves.filter((m) => m.index % 2 === 1 && !shot.review.unsure(m.index));
    const worst = person.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(worst.cost).toBeGreaterThan(0);
    expect(shot.review.worstMove([2])!.index).toBe(worst.index);
    // The finished review leaves the board where the player is looking, and names the key moment.
    expect(shot.ply).toBe(moves.length);
    const key = keyMoment(shot.review, [2])!;
    expect(shot.progress).toBe(
      `${moves.length} moves reviewed · key moment: move ${key.ply}, ${key.move.move}`,
    );
    // Costs in a player's words, at every move: no "est.", "exact" or "estimate".
    for (let ply = 0; ply <= moves.length; ply++) {
      model.go(ply);
      const words = [
        model.snapshot().line.words,
        model.snapshot().scoreLine,
        ...model.rows(7).map((r) => r.words),
      ].join('\n');
      expect(words).not.toMatch(/\best\.|\bexact\b|\bestimate\b/);
      // A move the computer could not judge has no mark.
      for (const row of model.rows(7))
        expect(row.mark === null ? shot.review.unsure(row.index) : MARKS.includes(row.mark)).toBe(true);
    }
    // The slider's ends and the chart's bars go to a move: kept within the game.
    model.go(-3);
    expect(model.snapshot().ply).toBe(0);
    expect(model.snapshot().position.ply).toBe(0);
    expect(model.snapshot().line.words).toMatch(/^The empty board/);
    model.go(moves.length + 5);
    expect(model.snapshot().position.ply).toBe(moves.length);
    model.go(5);
    shot = model.snapshot();
    expect(shot.position.ply).toBe(5);
    expect(shot.line.words).toMatch(/^5\. Easy: /);
    model.step(1);
    expect(model.snapshot().ply).toBe(6);
    model.step(-1);
    // Move 5 is the opponent's: the button says it retries the person's worst move instead.
    expect(model.snapshot().retry).toEqual({ offered: true, enabled: true, label: 'Retry worst move' });
    model.go(worst.index + 1);
    expect(model.snapshot().retry.label).toBe('Retry from here');
    // One move named, one ringed: the better move the line names, not every best move.
    const better = worst.best.filter((b) => b !== worst.move);
    expect(model.snapshot().best).toEqual(squares('square:5', better.slice(0, 1)));
    expect(model.snapshot().line.words).toContain(better[0]!);
    // The chart's title says its faint bars are estimates when some are, and a tap on it says what they are.
    const estimates = model.snapshot().chart.estimated.some(Boolean);
    expect(model.snapshot().chart).toMatchObject({
      player: 1,
      title: estimates ? 'Who was on track to win (pale: less sure)' : 'Who was on track to win: tap a move',
      note: estimates ? expect.stringMatching(/^Pale bars are less sure: /) : null,
    });

    // Retry: from the person's worst move, the same opponent, the same position, the person to move.
    const target = model.retry()!;
    expect(target.index).toBe(worst.index);
    const retry = page.kept.retry;
    let asked: string | null = null;
    let answered = () => {};
    retry.start(
      shot.review,
      target,
      { rules: 'square:5', players: ['easy', 'human'] },
      model.client,
      (verdict, answer) => {
        asked = verdict;
        answered = answer;
        return true;
      },
    );
    const match = page.match!;
    expect(match.position.moves()).toEqual(squares('square:5', moves.slice(0, worst.index)));
    expect(match.players).toEqual(['easy', 'human']);
    expect(match.position.toMove()).toBe(2);
    expect(page.notices).toEqual([
      `Move ${worst.index + 1} again: you played ${worst.move} here. Can you find better? This practice won't count in your record.`,
    ]);
    // Playing the review's best move there is told so, in the question (no notice repeats it).
    const best = worst.best[0]!;
    expect(match.play(squares('square:5', [best])[0]!)).toBe(true);
    await until(() => asked !== null, 'the verdict');
    expect(retry.verdict).toBe(asked);
    expect(asked).toMatch(new RegExp(`^${best}: (you found the best move|as good as the best move)`));
    expect(page.notices).toHaveLength(1);
    // Back to review: the review of the game retried, as it was, at the retried move.
    expect(retry.leave()).toBe(true);
    answered();
    model.open(page.match!, undefined, page.view);
    await until(() => model.snapshot().end !== null, 'the review again');
    shot = model.snapshot();
    expect(shot.end).toMatchObject({ done: true });
    expect(shot.review.reviewed.map((r) => r!.move)).toEqual(moves);
    expect(shot.ply).toBe(worst.index + 1);
  });

  test('"Review game" opens the key moment, not the 2-point slip where the forecast went over; the button and the progress line name it too', async () => {
    // A recorded loss on square:4 (worked out exactly): the person's move 4 gave away 2 points and
    // left them losing for good; their move 8 gave away 14. Move 4 is where the game turned (the
    // forecast, which the chart plots, went from level to lost): "See where it turned" opens it
    // (reviewer 34 was shown a costly move that left them ahead), and so does the button under the
    // chart (reviewer 35 read two different turns). The costliest is move 8, which the progress line names.
    const moves = [
      'd4',
      'a4',
      'c1',
      'a2',
      'c3',
      'd2',
      'b1',
      'a1',
      'c4',
      'd3',
      'c2',
      'b4',
      'a3',
      'd1',
      'b3',
      'b2',
    ];
    const page = await finishedGame('square:4', ['easy', 'human'], moves);
    const model = page.kept.review;
    model.open(page.match!, undefined, page.view);
    model.go(0);
    model.openAtKeyMoment();
    await until(() => model.snapshot().end !== null, 'the review');
    // Where it turned on one line, the better move and why under it.
    const TURN_LINE =
      'Here it turned: a2, from level to losing by 2.\nb3 was better: your cell beside it divides (+3).';
    const shot = model.snapshot();
    const review = shot.review;
    expect(review.reviewed[3]!.cost).toBe(2);
    expect(review.reviewed[7]!.cost).toBe(14);
    expect(review.worstMove([2])!.index).toBe(7);
    // "Review game" opens the key moment (14 points, move 8), not move 4 where the forecast changed
    // sides for 2: its line leads with it, the better move and why on a line of its own.
    expect(shot.ply).toBe(8);
    expect(model.snapshot().line.words).toMatch(
      new RegExp(`^Move 8: a1 gave away 14 points\\n${review.reviewed[7]!.best[0]} was better: .+\\.$`),
    );
    expect(shot.retry.label).toBe('Retry from here');
    // The chart plots the forecast from the person's side, ply by ply, ending on the result.
    const [one, two] = review.scores.at(-1)!;
    expect(shot.chart.known).toBe(moves.length + 1);
    expect(shot.chart.forecast).toHaveLength(moves.length + 1);
    expect(shot.chart.forecast.at(-1)).toEqual([Math.max(0, one - two), Math.max(0, two - one)]);
    expect(shot.chart.forecast[3]).toEqual([0, 0]);
    // Easy (player 1) leads the forecast after it.
    expect(shot.chart.forecast[4]![0]).toBeGreaterThan(0);
    // The forecast turned at move 4, a 2-point slip: ranked under the key moment the progress line,
    // the button and the list all name (three different "worst moves" on one screen confused a player).
    expect(shot.turns).toEqual([3]);
    expect(shot.progress).toContain('key moment: move 8, a1');
    expect(shot.turn!.label).toMatch(/^Next costliest: move \d+, /);
    model.go(0);
    expect(model.snapshot().turn).toEqual({ label: 'Key moment: move 8, a1', ply: 8 });
    // Down the ranked moves from the key moment, the turn among them.
    const seen: number[] = [];
    model.go(8);
    for (let i = 0; i < 8 && !seen.includes(4); i++) {
      model.goToTurn();
      seen.push(model.snapshot().ply);
    }
    expect(seen).toContain(4);
    // Move 4's line says where it turned, from the forecast.
    model.go(4);
    expect(model.snapshot().line.words).toBe(`Next costliest, 4 of 6, move 4. ${TURN_LINE}`);
    expect(model.snapshot().line.words).not.toContain('your costliest');
    const row = model.rows(3).find((r) => r.index === 3)!;
    expect(row.words).toContain('slip: 2 points given away');
  });

  test('the key names the rings and the marks from their points', () => {
    expect([RING_KEY.played, RING_KEY.best, ...MARK_KEY.map((k) => k.words)]).toEqual([
      'the move played',
      'the best move for that turn',
      '2+ slip',
      '4+ mistake',
      '6+ big mistake',
    ]);
  });

  test("Menu leaves a game kept in Your games without a question, asks for one not kept (a link's); leaving stops the analysis", async () => {
    expect(REVIEW_MENU_QUESTION).toEqual({
      question: 'Leave the review for the menu?',
      detail:
        'This game came from a link and is not in Your games: its review cannot be opened again from the menu.',
      yes: 'Leave',
      no: 'Keep reviewing',
    });
    const kept = await finishedGame('square:4', ['easy', 'human'], randomGame('square:4', 7));
    expect(kept.match!.result!.kept).toEqual(expect.any(String));
    kept.kept.review.open(kept.match!, undefined, kept.view);
    expect(kept.kept.review.leaveAsks()).toBeNull();
    kept.kept.review.leave();
    // The same game opened finished from a link: not kept, so leaving its review asks.
    const fromLink = {
      record: () => kept.match!.record(),
      players: kept.match!.players,
      position: kept.match!.position,
      result: {},
    };
    kept.kept.review.open(fromLink, undefined, kept.view);
    expect(kept.kept.review.leaveAsks()).toBe(REVIEW_MENU_QUESTION);
    kept.kept.review.leave();
    const moves = randomGame('square:4', 7);
    const page = await finishedGame('square:4', ['easy', 'human'], moves);
    const model = page.kept.review;
    model.open(page.match!, undefined, page.view);
    model.leave();
    await new Promise((r) => setTimeout(r, 50));
    expect(model.snapshot().end).toEqual({ done: false, error: 'the review was closed' });
    expect(model.snapshot().progress).toBe('the review stopped: the review was closed');
    // Opened again, a review that stopped is made afresh.
    model.open(page.match!, undefined, page.view);
    expect(model.snapshot().end).toBeNull();
    // While it is worked out the header says which move is being checked, in a player's words.
    expect(model.snapshot().progress).toMatch(/^Checking move \d+ of 16…$/);
  });
});
