// Best moves closed after the book opened it at the first move says it opens again, so the two are
// not a contradiction, in a player's words: "opens again in 8 moves, with 15 left: …".
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { overlayReach } from '../../../src/ai/coach/overlay.ts';
import { overlayLabel, overlayRefusal } from '../../../src/words/perfect-play-words.ts';

test('square:5 - open on the first move from the book, then closed with the book named', () => {
  expect(overlayReach(replayRecord('square:5')).available).toBe(true);
  const later = overlayReach(replayRecord('square:5 c3 b2'));
  expect(later.available).toBe(false);
  if (later.available) return;
  // The toggle's name stays short; its press says the whole reason.
  expect(overlayLabel(later, 23)).toBe('Best moves, for the last 15 moves, opens in 8 moves');
  expect(overlayRefusal(later.reason)).toBe(
    'Best moves opens again in 8 moves: before then there are too many ways to check.',
  );
});

test('a board the book does not open - the reason is the moves left alone', () => {
  const reach = overlayReach(replayRecord('square:6 a1 b2'));
  expect(reach.available).toBe(false);
  if (reach.available) return;
  expect(reach.reason).toBe('opens in 19 moves: before then there are too many ways to check');
});
