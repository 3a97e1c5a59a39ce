// A loss with no single costly move (review 58: a 12×12 game lost to Hard by 53 after leading, the
// results and the review sent the player to a move that "gave away almost 4 points" and left the
// rest unexplained): the review and the results lead with where it slipped, the stretch where best
// play's margin fell most, and step through its costliest moves; Hard's lone cells in open space,
// divided later, are named where the board shows them. One single blunder keeps the costliest move first.
import { expect, test } from 'vitest';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { GameReview } from '../../../src/game/review.ts';
import { ReviewModel } from '../../../src/screens/review/review-model.ts';
import { smallSlips } from '../../../src/screens/review/small-slips.ts';
import { slowSlide } from '../../../src/screens/review/slow-slide.ts';
import { loneCells, lonePlan } from '../../../src/screens/review/lone-cells.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { openedReview } from './reviewed-game.ts';
import { madeUpReviews, reviewOf } from './made-up-review.ts';
import { slideWords } from '../../../src/words/slide-words.ts';

/** Easy (player 1) against Hard on 12×12, as the engine played it: 389 to 500. */
const RECORD =
  'square:12 c7 f7 d7 d6 c3 d8 c6 b6 b7 b8 c8 h7 b3 c4 k10 c2 b4 f5 a4 h5 a3 f9 b2 h9 a2 j7 b1 f3 a1 j5 b5 h3 c5 d10 d4 f11 d5 h11 a6 j3 a5 b10 e6 e9 e5 e10 k12 e11 k5 i9 k2 i10 e4 h10 d3 i11 f6 k7 e7 k8 h1 j8 l11 j10 f12 f2 c10 e2 k11 g3 f1 g2 l12 h2 j11 f10 j12 k6 i3 k4 l10 k3 i2 j2 j1 i5 i1 h6 k1 b11 l2 c11 l1 e8 k9 i7 l9 j6 a9 e3 b9 g6 a11 f4 a8 g4 l8 g7 d1 d9 c9 c12 j4 g8 i4 h8 h4 g10 a10 g11 c1 l4 d12 d2 h12 l5 i6 b12 i8 d11 j9 l7 i12 f8 l3 e12 a7 g1 g12 e1 g5 l6 a12 g9';

/** The game's reviews made up from `costs` (the person's moves' points given away, by index; the opponent's moves are best). */
const madeUp = (costs: (index: number) => number): MoveReview[] =>
  madeUpReviews(RECORD, (index) => (index % 2 === 0 ? costs(index) : 0));

/**
 * From move 41 to 141 the person gives away a point a move, 4 a move from move 61 to 91: 99 in all,
 * none alone more than 4; the steepest half of it (50 points) is moves 61 to 85.
 */
const SLIDE = madeUp((index) => (index >= 40 && index <= 140 ? (index >= 60 && index <= 90 ? 4 : 1) : 0));
/** One blunder of 60 at move 81, and three slips of 2. */
const BLUNDER = madeUp((index) => (index === 80 ? 60 : [20, 30, 100].includes(index) ? 2 : 0));

const reviewed = (moves: readonly MoveReview[]): GameReview => reviewOf(RECORD, moves);

function modelOf(moves: readonly MoveReview[]): Promise<ReviewModel> {
  return openedReview(RECORD, 'hard', 144, moves);
}

test('slow slide - the stretch where best play’s margin fell most, and its five costliest moves in the order played', () => {
  const slide = slowSlide(reviewed(SLIDE), 1)!;
  expect(slide).not.toBeNull();
  expect([slide.from, slide.to, slide.before, slide.after]).toEqual([60, 85, -22, -74]);
  // The moves there that gave away most (4 each), the earliest five, in the order played.
  expect(slide.steps.map((s) => s.index)).toEqual([60, 62, 64, 66, 68]);
  expect(slide.steps.every((s) => s.cost === 4)).toBe(true);
  // One blunder explains its loss: no slide is made of it.
  expect(slowSlide(reviewed(BLUNDER), 1)).toBeNull();
});

test('slow slide - the review leads with its key moment and the lesson, then steps down the costly moves by cost; Hard’s lone cells are named', async () => {
  const model = await modelOf(SLIDE);
  let shot = model.snapshot();
  const slips = smallSlips(reviewed(SLIDE), 1)!;
  expect(slips.count).toBe(16);
  // The header names the one key moment: the first of the 16 mistakes (4 points each, the earliest of equals).
  const key = slips.plies[0]!;
  expect(shot.progress).toMatch(new RegExp(`^144 moves reviewed · key moment: move ${key}, [a-l]\\d+$`));
  // "Review game" opens there, its line the lesson (many small slips, 51 of 1 to 4 points; the 16 of
  // 4 the list marks mistakes, 64 in all, and where the rest of the 111 went), then the move in short.
  model.openAtKeyMoment();
  shot = model.snapshot();
  expect(shot.ply).toBe(key);
  const hard = loneCells(reviewed(SLIDE))![1];
  expect(hard.divided).toBeGreaterThanOrEqual(4);
  expect(shot.line.words).toMatch(
    new RegExp(
      `^Move ${key}: [a-l]\\d+ gave away 4 points\\n(Lesson: grow next to your own cells\\. .+|Your 16 mistakes cost 64 of the 111\\. The other 47: Hard (had more room to grow|.s cells divided late)\\..*)$`,
    ),
  );
  // The gold rings' key waits for a move whose line has room for it.
  expect(shot.legend).toBeNull();
  // The button under the chart names the next costliest, down the ranked moves (at most 8), then back
  // to the key moment: the move shown, the button's count and the line always agree.
  const seen: number[] = [key];
  for (let i = 2; i <= 8; i++) {
    const turn = model.snapshot().turn!;
    expect(turn.label).toMatch(new RegExp(`^Next costliest: move ${slips.plies[i - 1]}, `));
    model.goToTurn();
    seen.push(model.snapshot().ply);
    expect(model.snapshot().line.words).toMatch(
      new RegExp(`^Next costliest, ${i} of 8: move ${slips.plies[i - 1]}, [a-l]\\d+, a mistake`),
    );
  }
  expect(seen).toEqual(slips.plies.slice(0, 8));
  expect(model.snapshot().turn!.ply).toBe(key);
  // The made-up costly moves name no better move, so none is ringed; the opponent's best moves are.
  model.go(slips.plies[1]!);
  expect(model.snapshot().best).toEqual([]);
  // The gold ring's key is said on the first few moves shown with one, then no more.
  const legends = [2, 4, 6, 8, 10].map((n) => {
    model.go(slips.plies[1]! + n - 1);
    expect(model.snapshot().best).toHaveLength(1);
    return model.snapshot().legend;
  });
  expect(legends[0]).toBe('Gold ring: the best move');
  expect(legends.at(-1)).toBeNull();
  // A move outside them reads as before.
  model.go(20);
  expect(model.snapshot().line.words).toMatch(/^20\. /);
});

test('slow slide - one blunder keeps the costliest move first, in the review and on the results', async () => {
  const model = await modelOf(BLUNDER);
  const shot = model.snapshot();
  expect(shot.progress).toMatch(/key moment: move 81/);
  expect(shot.turn!.label).not.toMatch(/slipped/);
  const game = { players: ['human', 'hard'] as const, rules: 'square:12', winner: 2 as const };
  expect(howYouPlayed({ ...game, players: ['human', 'hard'] }, reviewed(BLUNDER))).not.toMatch(
    /^Moves \d+ to/m,
  );
  // The slow slide's results say the lesson in one short sentence; the review keeps the numbers.
  const line = howYouPlayed({ ...game, players: ['human', 'hard'] }, reviewed(SLIDE))!;
  expect(line).toMatch(/^Hard (had more room to grow( from move \d+)?|'s cells divided late)\.$/);
  // The blunder's results never say so.
  expect(howYouPlayed({ ...game, players: ['human', 'hard'] }, reviewed(BLUNDER))).not.toMatch(
    /No one move lost it|mistakes cost/,
  );
});

test('slow slide - where it slipped names its margins in points, ahead or behind', () => {
  expect(slideWords(29, 70, 20, -10)).toBe(
    'Moves 30 to 70: with best play you went from 20 points ahead to 10 points behind.',
  );
  expect(slideWords(29, 70, 1, 0)).toBe(
    'Moves 30 to 70: with best play you went from 1 point ahead to level.',
  );
});

test('lone cells - counted as placed with no cell beside them, divided and worth what they count at the end', () => {
  // a1 and d4 land alone; a2 beside a1; d1 alone; c4 beside d4; b1 beside a1 and a2.
  const review = new GameReview('square:4 a1 d4 a2 d1 c4 b1');
  expect(loneCells(review)).toEqual([
    { placed: 1, divided: 1, points: 2 },
    { placed: 2, divided: 0, points: 2 },
  ]);
  // Too few and too small to be a plan.
  expect(lonePlan(review, 1)).toBeNull();
  // In the 12×12 game Easy's lone cells are no plan against Hard: Hard's did better.
  expect(lonePlan(reviewed(SLIDE), 2)).toBeNull();
});
