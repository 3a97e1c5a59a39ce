// Best moves' words under its icon are decided for the whole game when the board opens: a square:5
// game opens with Best moves on (the book knows its first move) and closes it after, so its closed
// words ("Best in 10", the count down to its opening, every count the game can show) must be
// among them from the start; a board valued all through never closes and needs none.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { overlayClosesAbove, overlayReach } from '../../../src/game/coach.ts';
import { overlayCaptions } from '../../../src/screens/game/overlay-captions.ts';

test('overlayCaptions - a game open at its first move and closed later has its closed words from the start', () => {
  const start = replayRecord('square:5');
  expect(overlayReach(start)).toEqual({ available: true });
  const later = replayRecord('square:5 c3 b2');
  const closed = overlayReach(later);
  if (closed.available) throw new Error('square:5 after two moves should be closed');
  // A count for every move it can stand closed: square:5 (25 moves) opens at 15 left, 10 moves to go at most.
  expect(overlayCaptions(start)).toEqual(Array.from({ length: 10 }, (_, i) => `Best in ${i + 1}`));
  expect(overlayCaptions(later)).toEqual(overlayCaptions(start));
});

test('overlayCaptions - petri:5 (21 moves) closes once off the book: its words are ready too', () => {
  // Off the book's line (the third of the moves each turn), closed at 20 moves left.
  const p = replayRecord('petri:5');
  p.play(p.legalMoveList()[Math.floor(p.legalMoveList().length / 3)]!);
  expect(overlayReach(p).available).toBe(false);
  expect(overlayCaptions(replayRecord('petri:5'))).toContain(`Best in ${20 - overlayClosesAbove(p)!}`);
});

test('overlayCaptions - under gravity the closed words are ready too', () => {
  const flask = replayRecord('flask:8x3 a b c');
  const closed = overlayReach(flask);
  if (closed.available) throw new Error('flask:8x3 after three moves should be closed');
  const from = overlayClosesAbove(flask)!;
  expect(overlayCaptions(replayRecord('flask:8x3'))).toContain(`Best in ${flask.movesLeft() - from}`);
});

test('overlayCaptions - none on a board valued all through (never closed)', () => {
  for (const record of ['hex:3', 'square:4', 'grid:4x5'])
    expect(overlayCaptions(replayRecord(record)), record).toEqual([]);
});

test('overlayCaptions - a big board far from its opening counts down only the last of its moves, "Best at end" before ("in 129" meant nothing)', () => {
  const start = replayRecord('square:12');
  expect(overlayClosesAbove(start)).not.toBeNull();
  const all = overlayCaptions(start);
  expect(all).toContain('Best at end');
  expect(all).toContain('Best in 1');
  expect(Math.max(...all.map((c) => c.length))).toBe('Best at end'.length);
});
