// The hint beside the square that scores most now: among the moves the coach's judgement ranks
// alike it names the one scoring most now, and where it still names a square scoring less it says
// what the greedier square costs by the end ("d3: +12 now, but costs about 5 by the end"), exact where
// solved, in at most two short lines.
import { expect, test } from 'vitest';
import { parseLayout, Position } from '../../../src/engine/index.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { greediest } from '../../../src/ai/coach/hint-choice.ts';
import { scoreNow } from '../../../src/ai/coach/score-now.ts';
import { lookUp } from '../../../src/ai/book/book.ts';
import { ExactSearch } from '../../../src/ai/expert/exact.ts';
import { exactMoveValues } from '../../../src/ai/coach/move-values.ts';
import { hintForMover } from '../../../src/screens/game/hint-words.ts';
import { makeMatch } from './ports.ts';
import { seeded } from '../../ai/coach/endgame-position.ts';

test('hint - solved: no best move scores more now than the hint, and the greedier square is costed exactly', () => {
  let contrasted = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const position = seeded('square:5', 13, seed);
    const hint = coachHint(position);
    expect(hint.source).toBe('solver');
    const squares = position.legalMoveList();
    const values = exactMoveValues(position, new ExactSearch(20), squares);
    const top = Math.max(...values);
    const own = scoreNow(position, hint.square);
    squares.forEach((s, i) => {
      if (values[i] === top) expect(scoreNow(position, s), `best ${s}`).toBeLessThanOrEqual(own);
    });
    const greedy = greediest(position, hint.square);
    if (scoreNow(position, greedy) <= own) {
      expect(hint.greedier).toBeNull();
      continue;
    }
    contrasted++;
    expect(hint.greedier).toMatchObject({ gain: scoreNow(position, greedy), exact: true });
    const worse = top - values[squares.indexOf(squares.find((s) => s === greedy)!)]!;
    expect(hint.greedier!.worse).toBe(worse);
    expect(hint.banner.split('\n')[1]).toBe(
      `${hint.greedier!.move}: +${hint.greedier!.gain} now, but costs ${worse} by the end.`,
    );
    expect(hint.text).toContain(
      `scores more now (+${hint.greedier!.gain}), but with best play it costs you ${worse} point`,
    );
  }
  expect(contrasted).toBeGreaterThan(0);
});

test("hint - from the book: the best move that scores most now, and the greedier square's cost by the book", () => {
  let seen = 0;
  // square:5's book: the positions after one and two moves that it holds.
  const empty = new Position(parseLayout('square:5'));
  const inBook = empty.legalMoveList().flatMap((a) => {
    const one = empty.clone();
    one.play(a);
    const twos = [0, 6, 12, 18, 24]
      .filter((b) => b !== a)
      .map((b) => {
        const two = one.clone();
        two.play(b);
        return two;
      });
    return [one, ...twos];
  });
  for (const position of inBook) {
    const entry = lookUp(position);
    if (!entry) continue;
    seen++;
    const hint = coachHint(position);
    expect(hint.source).toBe('book');
    expect(entry.best).toContain(hint.square);
    for (const s of entry.best)
      expect(scoreNow(position, s)).toBeLessThanOrEqual(scoreNow(position, hint.square));
    if (hint.greedier) expect(hint.greedier.gain).toBeGreaterThan(scoreNow(position, hint.square));
  }
  expect(seen).toBeGreaterThan(2);
});

test("hint - the expert's: a square scoring less now says the greedier square's cost as an estimate, in two short lines", () => {
  let contrasted = 0;
  for (const [layout, plies] of [
    ['square:7', 10],
    ['square:7', 16],
    ['beaker:6x7', 8],
    ['square:6', 6],
  ] as const) {
    const position = seeded(layout, plies, plies);
    const hint = coachHint(position);
    expect(hint.source).toBe('expert');
    const most = scoreNow(position, greediest(position, hint.square));
    if (scoreNow(position, hint.square) === most) {
      expect(hint.greedier).toBeNull();
      continue;
    }
    contrasted++;
    expect(hint.greedier).toMatchObject({ gain: most, exact: false });
    expect(hint.greedier!.worse).toBeGreaterThanOrEqual(1);
    const lines = hint.banner.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${hint.greedier!.move}: +${most} now, but costs about ${hint.greedier!.worse} by the end.`,
    );
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(44);
  }
  expect(contrasted).toBeGreaterThan(0);
});

test('hint - two people on one device: the greedier square is costed for the player to move by name', () => {
  const position = [1, 2, 3, 4, 5, 6, 7, 8]
    .map((seed) => seeded('square:5', 13, seed))
    .find((p) => coachHint(p).greedier !== null)!;
  const hint = coachHint(position);
  const match = makeMatch('square:5', ['human', 'human'], position.moves());
  const words = hintForMover(hint, match, { names: ['Ann', 'Ben'], first: 0 });
  // Player 2 is to move after 13 moves: Ben.
  expect(words.text).toContain(`but with best play it costs Ben ${hint.greedier!.worse} point`);
  expect(words.text).toMatch(/ by the end\./);
  expect(words.banner.split('\n')[1]).toBe(
    `${hint.greedier!.move}: +${hint.greedier!.gain} now, but costs ${hint.greedier!.worse} by the end.`,
  );
});
