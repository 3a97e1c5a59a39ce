// A loss of many small slips, from a real game (a 12×12 game lost to Medium by 27 after
// leading by 93 on the board, where the results said "See your costliest move" and the review opened
// on a 5-point move). Easy stood in for the person against Medium, as the engine played it, and the
// coach reviewed it here: no judged move gave away much, so the results' line and the review's
// opening say where the margin went, adding up (Medium's room to grow, then the slips), and
// the review opens on the first slip it steps through. The same game with one blunder put in keeps the costliest move as the lesson.
import { beforeAll, expect, test } from 'vitest';
import { keyMoment } from '../../../src/screens/review/key-moment.ts';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { GameReview } from '../../../src/game/review.ts';
import { ReviewModel } from '../../../src/screens/review/review-model.ts';
import { slowSlide } from '../../../src/screens/review/slow-slide.ts';
import { smallSlips } from '../../../src/screens/review/small-slips.ts';
import { roomAgainst } from '../../../src/screens/review/room-to-grow.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { largestLead } from '../../../src/screens/results/lead-cost.ts';
import { costlyCountWords } from '../../../src/words/slips-words.ts';
import { Position, readSquareName, type Layout } from '../../../src/engine/index.ts';
import { givenAnalyst, until } from './reviewed-game.ts';

/** Easy (player 1, the person) against Medium on 12×12: 424 to 486, after leading by 80 on the board. */
const RECORD =
  'square:12 k8 a6 l7 k7 l8 k9 l9 f7 k10 a9 j9 h7 j10 i9 h9 g10 k11 f5 j11 h8 b5 i7 i10 g5 i11 h6 f10 i6 h10 g4 g9 j7 j12 h4 g11 k6 h11 j1 i12 d7 h12 f11 g12 d5 f9 e10 g8 i5 f8 e4 e9 j2 e8 d4 c12 f3 i8 b8 k12 l5 a2 l11 l10 e3 j8 b9 d9 i2 d8 j5 e7 c3 a11 d2 c8 c2 c9 c6 l4 b3 d10 f1 c10 e12 d11 c5 c11 f12 d12 j4 b11 i3 b12 b4 b10 f4 h1 k4 a10 e1 e11 k3 a12 g6 l12 g2 g7 j6 f6 f2 e6 a4 l1 k2 d6 h2 d3 c7 i4 b6 e5 a8 g3 d1 a7 b2 h3 g1 b7 j3 c4 l6 c1 i1 b1 a3 e2 l2 a5 k5 k1 l3 a1 h5';

const GAME = { players: ['human', 'medium'] as const, rules: 'square:12', winner: 2 as const };

/** The coach's review of every move, as the review screen's worker makes it (the person's moves by the hint's judge). */
let REVIEWS: MoveReview[] = [];
beforeAll(() => {
  REVIEWS = [...analyseRecord(RECORD, { hintSeats: [1] })];
}, 180_000);

function reviewOf(moves: readonly MoveReview[]): GameReview {
  const review = new GameReview(RECORD);
  for (const r of moves) review.add(r);
  return review;
}

/** The same game with the person's costliest judged move made a blunder of 40 points, worked out to the end. */
function withBlunder(): MoveReview[] {
  const review = reviewOf(REVIEWS);
  const worst = review.worstMove([1])!;
  return REVIEWS.map((r) => (r.index === worst.index ? { ...r, cost: 40, exact: true } : r));
}

/** The open squares of a 12×12 position next to `player`'s cells, counted by the squares' names. */
function openBeside(position: Position, player: 1 | 2): number {
  const layout: Layout = position.layout;
  const at = (c: number, r: number) => {
    const read = readSquareName(layout, `${String.fromCharCode(97 + c)}${r + 1}`);
    return 'square' in read ? read.square : -1;
  };
  let open = 0;
  for (let r = 0; r < 12; r++)
    for (let c = 0; c < 12; c++) {
      if (position.owner[at(c, r)] !== 0) continue;
      const around = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [c + dc, r + dr] as const));
      if (
        around.some(
          ([cc, rr]) => cc >= 0 && rr >= 0 && cc < 12 && rr < 12 && position.owner[at(cc, rr)] === player,
        )
      )
        open++;
    }
  return open;
}

test('many small slips - a real 12×12 loss to Medium: no judged move cost much, and the slips are counted', () => {
  const review = reviewOf(REVIEWS);
  const [one, two] = review.scores.at(-1)!;
  expect(two - one).toBeGreaterThan(20);
  expect(largestLead(review.scores, 1)!.lead).toBeGreaterThan(40);
  // The person's moves the coach could judge that the move list marks costly (2 points or more), counted here.
  const judged = review.reviewed.filter((r) => r!.mover === 1 && r!.cost >= 2 && !review.unsure(r!.index));
  const given = judged.reduce((sum, r) => sum + r!.cost, 0);
  const slips = smallSlips(review, 1)!;
  expect(slips).not.toBeNull();
  expect([slips.count, slips.given]).toEqual([judged.length, given]);
  // Counted by the list's own marks, one of each row's: the summary's counts are the list's.
  const marked = (mark: string) => judged.filter((r) => review.shownMark(r!.index) === mark).length;
  expect(slips.marks).toEqual({
    bigMistakes: marked('blunder'),
    mistakes: marked('mistake'),
    slips: marked('inaccuracy'),
  });
  expect(slips.plies).toEqual(judged.map((r) => r!.index + 1));
  expect(slips.worst).toBeLessThan(given / 3);
  // One move that gave away half the margin alone is the lesson, not the many slips.
  const alone = REVIEWS.map((r) =>
    r.index === review.worstMove([1])!.index ? { ...r, cost: (two - one) / 2, exact: true } : r,
  );
  expect(smallSlips(reviewOf(alone), 1)).toBeNull();
  // The same game with one blunder: that move is the lesson, not many small slips.
  expect(smallSlips(reviewOf(withBlunder()), 1)).toBeNull();
});

test('many small slips - the results say the lesson in one sentence; a blunder’s do not', () => {
  const review = reviewOf(REVIEWS);
  const line = howYouPlayed(GAME, review)!;
  const slips = smallSlips(review, 1)!;
  const given = Math.round(slips.given);
  // Medium had clearly more room where the game turned: the results say that lesson in one short
  // sentence, from the move where it turned; the review keeps the numbers.
  const key = keyMoment(review, [1])!;
  expect(line).toBe(`Medium had more room to grow from move ${key.ply}.`);
  expect(slips.given).toBeGreaterThan(0);
  expect(given).toBeLessThan(62);
  // The key's names, as the move list marks these moves: never "small slips" over moves marked "mistake".
  expect(costlyCountWords(slips.marks)).toBe('3 mistakes and 4 slips');
  expect(howYouPlayed(GAME, review, true)).toBe('Medium had more room to grow');
  // The blunder's results never say so (here they say nothing: most moves are too hard to judge).
  expect(howYouPlayed(GAME, reviewOf(withBlunder())) ?? '').not.toMatch(/No one move lost it|slips cost/);
});

test('many small slips - the review opens on its key moment, where it turned, its line the verdict first', async () => {
  expect(slowSlide(reviewOf(REVIEWS), 1)).not.toBeNull();
  const model = await modelOf(REVIEWS);
  model.openAtKeyMoment();
  const shot = model.snapshot();
  const slips = smallSlips(reviewOf(REVIEWS), 1)!;
  // The key moment is where the person's game turned (the chart crossing against them, not move 2
  // nor the late 6-point mistake at move 143): the verdict leads its line, then where it turned.
  const key = keyMoment(reviewOf(REVIEWS), [1])!;
  expect(key.why).toBe('turned');
  expect(key.move.mover).toBe(1);
  expect(key.ply).toBeGreaterThan(2);
  expect(shot.ply).toBe(key.ply);
  expect(shot.line.words).toMatch(
    new RegExp(
      `^Move ${key.ply}: ${key.move.move} turned the game\\nFrom [^\\n]+\\.\\n[^\\n]+: [^\\n]+\\.\\nAbout \\d+ of the 62: Medium had more room to grow\\. Your 3 mistakes and 4 slips cost the other \\d+\\. After move \\d+, \\d+ empty squares touched Medium's cells, \\d+ yours: room to divide into\\.$`,
    ),
  );
  expect(shot.progress).toBe(`144 moves reviewed · key moment: move ${key.ply}, ${key.move.move}`);
  // The costly moves ranked under it, costliest first (the 6-point mistake next): each counted by the verdict.
  const seen: number[] = [];
  for (let i = 0; i < slips.count; i++) {
    model.goToTurn();
    seen.push(model.snapshot().ply);
    expect(model.snapshot().line.words).toMatch(
      new RegExp(`^Next costliest, ${i + 2} of ${slips.count + 1}: move \\d+, `),
    );
    expect(model.snapshot().line.words).not.toMatch(/of the 62|room to grow/);
  }
  expect([...seen].sort((x, y) => x - y)).toEqual(slips.plies);
  const costs = seen.map((ply) => reviewOf(REVIEWS).reviewed[ply - 1]!.cost);
  expect(costs[0]).toBe(6);
  expect(costs).toEqual([...costs].sort((x, y) => y - x));
  // The blunder's review leads with that move.
  const blunder = await modelOf(withBlunder());
  expect(blunder.snapshot().progress).toMatch(/key moment: move \d+/);
  expect(slowSlide(reviewOf(withBlunder()), 1)).toBeNull();
});

/** The review screen's model over `moves`, done. */
async function modelOf(moves: readonly MoveReview[]): Promise<ReviewModel> {
  const model = new ReviewModel(() => givenAnalyst(moves));
  const match = { record: () => RECORD, players: GAME.players, position: { ply: 144 }, result: {} };
  model.open({ ...match, players: ['human', 'medium'] }, undefined, { changed: () => {} });
  await until(() => model.snapshot().end !== null, 'the review');
  return model;
}

test('room to grow - said only where the other side has clearly more', () => {
  const review = reviewOf(REVIEWS);
  const early = review.positionAt(2);
  // Two cells each: about the same room, nothing said.
  expect(roomAgainst(early, 1)).toBeNull();
  const late = review.positionAt(96);
  const [yours, theirs] = [openBeside(late, 1), openBeside(late, 2)];
  const said = roomAgainst(late, 1);
  expect(said === null).toBe(!(theirs >= yours + 5 && theirs * 2 >= yours * 3));
  // From Medium's side the same position's room is never said against it when it has more.
  if (theirs > yours) expect(roomAgainst(late, 2)).toBeNull();
});
