// The overlay values a game of at most 20 moves all through, as Perfect plays it: after the first
// move of hex:3 (19 hexagons) every square's margin agrees with each move solved on its own.
import { expect, test } from 'vitest';
import { replayRecord, squareName } from '../../../src/engine/index.ts';
import { overlayReach, perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { solveEveryMove } from '../../../src/ai/puzzles/prove.ts';

test('overlayReach - open all through a game of at most 20 moves; still closed mid-game on square:5', () => {
  for (const record of ['hex:3 d4', 'grid:4x5 b2 c3', 'petri:5 c3', 'beaker:4x5 b1'])
    expect(overlayReach(replayRecord(record)), record).toEqual({ available: true });
  expect(overlayReach(replayRecord('square:5 c3 b2')).available).toBe(false);
});

test("perfectOverlay - hex:3 after d4: every square's margin as each move solved on its own", () => {
  const position = replayRecord('hex:3 d4');
  const overlay = perfectOverlay(position);
  if (!overlay.available) throw new Error(overlay.reason);
  const solved = solveEveryMove(position);
  expect(overlay.values).toHaveLength(18);
  expect(overlay.values.map((v) => [v.move, v.margin])).toEqual(
    solved.map((m) => [squareName(position.layout, m.square), m.value]),
  );
  // Two whole searches of hex:3 (the overlay's and each move's own): 7.5 s beside four helpers, 62.7 s
  // in a clean clone's run beside them, past the project's 60 s.
}, 180_000);

test('overlayReach - under gravity open from 20 moves left, where a square board waits for 15', () => {
  const flask = replayRecord('flask:8x3 a b c d');
  expect(flask.movesLeft()).toBe(20);
  expect(overlayReach(flask)).toEqual({ available: true });
  // One move earlier the positions after each reply (20 moves left) are past the book's tree: closed, and it says from when.
  expect(overlayReach(replayRecord('flask:8x3 a b c'))).toMatchObject({ available: false, from: 20 });
  const beaker = replayRecord('beaker:6x7 ' + 'abcdefgabcdefgabcdefg'.split('').join(' '));
  expect(beaker.movesLeft()).toBe(21);
  expect(overlayReach(beaker)).toMatchObject({
    available: false,
    reason: 'opens in 1 move: before then there are too many ways to check',
    from: 20,
  });
  beaker.play(beaker.legalMoveList()[0]!);
  const overlay = perfectOverlay(beaker);
  if (!overlay.available) throw new Error(overlay.reason);
  expect(overlay.values).toHaveLength(7);
  expect(overlayReach(replayRecord('square:5 c3 b2 a1 a2 a3')).available).toBe(false);
});
