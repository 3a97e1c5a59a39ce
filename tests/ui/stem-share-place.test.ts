import { describe, expect, it } from 'vitest';
import { shareTagPlace, SMALLEST_SHARE_SCALE } from '../../src/ui/stem-share-place.ts';

describe('where a stem cell share chips sit', () => {
  it('sits astride the lower edge of a square cell, more outside than in, clear of the middle', () => {
    const at = shareTagPlace('square', false, 60, 30, 18);
    expect(at.x).toBe(0);
    expect(at.y).toBeGreaterThan(30);
    expect(at.y - (18 * at.scale) / 2).toBeLessThan(30);
    expect(at.y - (18 * at.scale) / 2).toBeGreaterThan(0.3 * 60);
  });

  it('goes to the wide edge of a triangle: below one pointing up, above one pointing down', () => {
    const up = shareTagPlace('tri', false, 52, 30, 18);
    const down = shareTagPlace('tri', true, 52, 30, 18);
    expect(up.y).toBeGreaterThan(0);
    expect(down.y).toBe(-up.y);
    expect(up.y).toBeGreaterThanOrEqual(0.25 * 52);
  });

  it('shrinks on a small cell, never below readable, and not at all on a large one', () => {
    const small = shareTagPlace('tri', false, 40, 36, 20);
    expect(small.scale).toBeLessThan(1);
    expect(small.scale).toBeGreaterThanOrEqual(SMALLEST_SHARE_SCALE);
    expect(shareTagPlace('tri', false, 10, 36, 20).scale).toBe(SMALLEST_SHARE_SCALE);
    expect(shareTagPlace('square', false, 120, 36, 20).scale).toBe(1);
    // Chips drawn at the readable size (least 1) keep it whatever the edge; at 17 px they go to 13.
    expect(shareTagPlace('tri', false, 10, 36, 20, 1).scale).toBe(1);
    expect(shareTagPlace('tri', false, 10, 36, 20, 13 / 17).scale).toBeCloseTo(13 / 17);
  });

  it('keeps the chips no taller than about a third of the cell where it can', () => {
    const at = shareTagPlace('hex', false, 70, 30, 30);
    expect(30 * at.scale).toBeLessThanOrEqual(0.36 * 70 + 1e-9);
  });
});
