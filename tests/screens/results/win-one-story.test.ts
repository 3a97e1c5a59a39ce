// A won game's results tell one story (after a 76–74 win the sheet said "Moves 4 to 19: with
// best play you went from 7 points ahead to 6 points behind." over "You led by 16 and held on"):
// where best play slipped is a loss's or a draw's lesson, never a win's line; the review still
// steps through it. And a free game on a ladder step not reached yet claims no step and never sends
// the player back down the ladder.
import { expect, test } from 'vitest';
import type { GameReview } from '../../../src/game/review.ts';
import { slowSlide } from '../../../src/screens/review/slow-slide.ts';
import { howYouPlayed, playedCount } from '../../../src/screens/results/how-you-played.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { ResultsModel } from '../../../src/screens/results/results-model.ts';
import { matchResult } from '../history/history-rig.ts';
import { closeGame, madeUpReviews, reviewOf } from '../review/made-up-review.ts';

const RECORD = closeGame('square:6', 1, 2, 6);

/**
 * Its reviews made up: the person's first 13 moves give away 0.9 of a point each (none a slip), so
 * best play's margin falls from ahead to behind; then the opponent's last moves give away 3 each and
 * the person wins after all.
 */
const reviewed = (): GameReview =>
  reviewOf(
    RECORD,
    madeUpReviews(RECORD, (i) => (i % 2 === 0 ? (i < 26 ? 0.9 : 0) : i > 26 ? 3 : 0)),
  );

test('a win whose best-play margin slid says no "you went from ahead to behind" line on its results', () => {
  const review = reviewed();
  // The review finds the slide (it still steps through it)...
  const slide = slowSlide(review, 1)!;
  expect(slide).not.toBeNull();
  expect(slide.before).toBeGreaterThan(slide.after);
  // ...but the won game's results do not say it.
  const game = { players: ['human', 'medium'] as const, rules: 'square:6', winner: 1 as const };
  expect(playedCount({ ...game, players: ['human', 'medium'] }, review)?.slide).toBeUndefined();
  const line = howYouPlayed({ ...game, players: ['human', 'medium'] }, review);
  expect(line ?? '').not.toMatch(/^Moves \d+ to \d+|turned it|points behind/);
});

test('a free Medium hexagon won with the ladder at step 1: no step claimed, no stars, Play again is the big button', () => {
  const step5 = LADDER[4]!;
  expect(step5).toMatchObject({ rules: 'hex:4', opponent: 'medium' });
  const shot = new ResultsModel({
    result: matchResult(step5.rules, step5.opponent, [76, 74]),
    usedHelp: true,
    fromBuilder: false,
    unsavedBoard: null,
    canShareSheet: false,
    kept: [],
  }).snapshot();
  expect(shot.headline).toBe('You won!');
  expect(shot.lines.join(' | ')).not.toMatch(/[Ll]adder step|[Ss]tep \d|stars/);
  expect(shot.earned.ladder).toBeNull();
  const primary = shot.buttons.filter((b) => b.primary);
  expect(primary).toEqual([{ id: 'again', label: 'Play again', primary: true }]);
  expect(shot.buttons.map((b) => b.label).join(' | ')).not.toMatch(/Easy|step 1/);
});
