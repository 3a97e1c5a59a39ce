// The last move's ring leaves its cell whole: the dark band starts at the cell's body edge (the
// frame less the outline's edge inset), so the newest cell keeps its rim as every other cell does,
// and the ring reaches no further out than it did.
import { describe, expect, test } from 'vitest';
import { DEFAULT_OUTLINE } from '../../src/ui/art/cell-pieces.ts';
import { lastMoveRingBands } from '../../src/ui/last-move-ring-bands.ts';

describe('lastMoveRingBands', () => {
  test.each([40, 56, 104.67, 150])(
    'square of %d: no band over the cell, the white inside the dark',
    (size) => {
      const { dark, white } = lastMoveRingBands(size);
      const bodyHalf = (0.5 - DEFAULT_OUTLINE.edgeInset) * size;
      // Inner edges (centre line less half the stroke) at or outside the cell's body.
      expect(dark.across / 2 - dark.width / 2).toBeGreaterThanOrEqual(bodyHalf - 1e-9);
      expect(white.across / 2 - white.width / 2).toBeGreaterThan(bodyHalf);
      // The white band lies within the dark one, so it shows on every cell colour and vessel.
      expect(white.across / 2 + white.width / 2).toBeLessThan(dark.across / 2 + dark.width / 2);
      expect(white.width).toBeGreaterThanOrEqual(2);
    },
  );

  test("the ring's outer edge stays where the old ring's stood ((size − 2)/2 + 0.065·size) on a phone's board", () => {
    const size = 104.67;
    const { dark } = lastMoveRingBands(size);
    const oldOuter = (size - 2) / 2 + (size * 0.13) / 2;
    expect(dark.across / 2 + dark.width / 2).toBeCloseTo(oldOuter + 1, 0);
  });
});
