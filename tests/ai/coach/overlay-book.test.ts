// The overlay from the first move of square:5: 25 moves from the end, out of the solver's reach,
// it reads the book's entry after each kind of first move. Each square's margin is that entry's
// value, and the best squares are the empty board's own best first moves in the book.

import { describe, expect, test } from 'vitest';
import { replayRecord, squareName } from '../../../src/engine/index.ts';
import { lookUp } from '../../../src/ai/book/book.ts';
import { OVERLAY_REACH, overlayReach, perfectOverlay } from '../../../src/ai/coach/overlay.ts';

describe('overlay from the book', () => {
  test("square:5, first move: every square from the book, the best ones the book's", () => {
    const position = replayRecord('square:5');
    expect(position.movesLeft()).toBeGreaterThan(OVERLAY_REACH);
    expect(overlayReach(position)).toEqual({ available: true });
    const overlay = perfectOverlay(position);
    if (!overlay.available) throw new Error(overlay.reason);
    expect(overlay.values).toHaveLength(25);
    for (const v of overlay.values) {
      position.playUnchecked(v.square);
      expect(v.margin, v.move).toBe(lookUp(position)!.value);
      position.undo();
    }
    const root = lookUp(position)!;
    expect(Math.max(...overlay.values.map((v) => v.margin))).toBe(root.value);
    expect(overlay.best.map((s) => squareName(position.layout, s))).toEqual(
      root.best.map((s) => squareName(position.layout, s)),
    );
  });

  test('square:5, second move: out of reach, and says from when', () => {
    const reach = overlayReach(replayRecord('square:5 c3'));
    expect(reach).toMatchObject({ available: false, from: OVERLAY_REACH });
  });
});
