// Best moves' words under its icon are decided for the whole game when the board opens: a square:5
// game opens with Best moves on (the book knows its first move) and closes it after, so its closed
// words (a count of moves to go) must be among them from the start; a board valued all through
// never closes and needs none.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { overlayClosesAbove, overlayReach } from '../../../src/game/coach.ts';
import { COUNTED_UP_TO } from '../../../src/words/best-moves-closed-words.ts';
import { overlayCaptions } from '../../../src/screens/game/overlay-captions.ts';

test('overlayCaptions - a game open at its first move and closed later has its closed words from the start', () => {
  const start = replayRecord('square:5');
  expect(overlayReach(start)).toEqual({ available: true });
  const later = replayRecord('square:5 c3 b2');
  const closed = overlayReach(later);
  if (closed.available) throw new Error('square:5 after two moves should be closed');
  // A count for every move it can stand closed: square:5 (25 moves) opens at 15 left.
  expect(overlayCaptions(start)).toEqual(Array.from({ length: 10 }, (_, i) => `Best moves in ${i + 1}`));
  expect(overlayCaptions(later)).toEqual(overlayCaptions(start));
});

test('overlayCaptions - petri:5 (21 moves) closes once off the book: its words are ready too', () => {
  // Off the book's line (the third of the moves each turn), closed at 20 moves left.
  const p = replayRecord('petri:5');
  p.play(p.legalMoveList()[Math.floor(p.legalMoveList().length / 3)]!);
  expect(overlayReach(p).available).toBe(false);
  expect(overlayCaptions(replayRecord('petri:5'))).toContain('Best moves in 1');
});

test('overlayCaptions - under gravity the closed words are ready too', () => {
  const flask = replayRecord('flask:8x3 a b c');
  const closed = overlayReach(flask);
  if (closed.available) throw new Error('flask:8x3 after three moves should be closed');
  expect(overlayCaptions(replayRecord('flask:8x3'))).toEqual([
    'Best moves in 1',
    'Best moves in 2',
    'Best moves in 3',
    'Best moves in 4',
  ]);
});

test('overlayCaptions - none on a board valued all through (never closed)', () => {
  for (const record of ['hex:3', 'square:4', 'grid:4x5'])
    expect(overlayCaptions(replayRecord(record)), record).toEqual([]);
});

test('overlayCaptions - a big board far from its opening paints "Best near the end" once, and counts only near it', () => {
  const start = replayRecord('square:12');
  const from = overlayClosesAbove(start)!;
  const captions = overlayCaptions(start);
  expect(captions.filter((c) => c === 'Best near the end')).toHaveLength(1);
  const counts = captions.flatMap((c) => {
    const n = /^Best moves in (\d+)$/.exec(c);
    return n ? [Number(n[1])] : [];
  });
  expect(counts).toContain(1);
  // A count is said only where it is small, or the opening is not yet near the game's end.
  for (const n of counts) expect(n <= COUNTED_UP_TO || n < 2 * from, `Best moves in ${n}`).toBe(true);
  expect(Math.max(...counts)).toBeLessThan(start.movesLeft() - from);
  expect(new Set(captions).size).toBe(captions.length);
  // A bar down the side's narrow buttons: the same counts, said "Best in 6", far off "Best later".
  expect(overlayCaptions(start, true)).toEqual(
    captions.map((c) => (c === 'Best near the end' ? 'Best later' : c.replace('Best moves', 'Best'))),
  );
});
