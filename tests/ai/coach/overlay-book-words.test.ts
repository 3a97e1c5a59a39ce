// The perfect-play toggle closed after this board's solution opened it says so, so the two are not a
// contradiction: "opens when 15 moves are left (now 23); it was open for the first move, which the game knows by heart on this board".
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
  expect(overlayLabel(later)).toBe('Best moves, later: opens with 15 moves left');
  expect(overlayRefusal(later.reason)).toMatch(
    /^Best moves opens when 15 moves are left \(now 23\); it was open for the first (move|\d moves), which the game knows by heart on this board\.$/,
  );
});

test('a board the book does not open - the reason is the moves left alone', () => {
  const reach = overlayReach(replayRecord('square:6 a1 b2'));
  expect(reach.available).toBe(false);
  if (reach.available) return;
  expect(reach.reason).toBe('opens when 15 moves are left (now 34)');
});
