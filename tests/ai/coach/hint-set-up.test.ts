// A hint's "It sets up e3 for 12, if they leave it." is a promise the review keeps: a player who
// follows it and plays e3 after the reply the coach expects is not told afterwards that e3 was a
// costly move: the hint and the review speak with one judge.
import { expect, test } from 'vitest';
import { Position, readSquareName } from '../../../src/engine/index.ts';
import { analyseMoves } from '../../../src/ai/coach/analyse.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { hintIdea } from '../../../src/ai/coach/hint-idea.ts';
import { markOf } from '../../../src/ai/coach/marks.ts';
import { PositionValuer } from '../../../src/ai/coach/position-value.ts';
import { seeded } from './endgame-position.ts';

/** The review's cost of playing `setUp` after the hinted square and the reply the review expects, by the review itself. */
function reviewedSetUp(p: Position, square: number, setUp: string): number {
  const mover = p.turn();
  const after = p.clone();
  after.play(square);
  const reply = new PositionValuer(undefined, undefined, [mover]).valueOf(after).best[0]!;
  const named = readSquareName(p.layout, setUp);
  const target = 'square' in named ? named.square : -1;
  expect(reply).not.toBe(target);
  const reviews = [...analyseMoves(p, [square, reply, target], { hintSeats: [mover] })];
  // The last word on the move: the deepening pass's, where it worked the position out.
  return reviews.filter((r) => r.index === p.ply + 2).at(-1)!.cost;
}

test('a square the review would call costly once it comes is never promised as set up', () => {
  // square:5 after 6 seeded moves: the hint's d2 raises e3 to 12, yet e3 after the reply gives points away.
  const p = seeded('square:5', 6, 6);
  const hint = coachHint(p);
  const naive = hintIdea(p, hint.square, squareGains(p, hint.square));
  expect(naive).toMatchObject({ kind: 'sets-up' });
  const setUp = (naive as { square: string }).square;
  expect(markOf(reviewedSetUp(p, hint.square, setUp))).not.toMatch(/^(best|good)$/);
  expect(hint.idea?.kind).not.toBe('sets-up');
  expect(hint.banner).not.toMatch(/sets up/);
  expect(hint.text).not.toContain(setUp);
}, 120_000);

test('where the review agrees, the hint still names the square its move sets up', () => {
  let kept = 0;
  for (const [layout, plies, seed] of [
    ['square:6', 2, 5],
    ['square:6', 6, 5],
  ] as const) {
    const p = seeded(layout, plies, seed);
    const hint = coachHint(p);
    if (hint.idea?.kind !== 'sets-up') continue;
    kept++;
    expect(hint.banner).toContain(`sets up ${hint.idea.square}`);
    expect(markOf(reviewedSetUp(p, hint.square, hint.idea.square))).toMatch(/^(best|good)$/);
  }
  expect(kept).toBeGreaterThan(0);
}, 240_000);
