// A named square's tag stands inside its own cell, clear of its sides, off the cell's middle where
// the shape gives room (on a triangle it stood over the point and the neighbours' numbers).
import { expect, test } from 'vitest';
import { nameTagDy, TAG_MARGIN } from '../../../src/screens/game/name-tag-place.ts';

/** The triangle pointing up, side `s`, its centroid at 0 (y down), as a half-width at height y. */
const triHalf = (s: number, y: number) => Math.max(0, (y + s / Math.sqrt(3)) * Math.tan(Math.PI / 6));
test.each([
  [89, 24, 16],
  [120, 28, 18],
])('a triangle of side %i: a %i × %i tag stands inside it towards its point, within its sides', (s, w, h) => {
  const dy = nameTagDy('tri', s, w, h)!;
  expect(dy).toBeLessThan(0);
  // Its near edge, the narrowest part it covers, still within the triangle's sides by the margin.
  const top = dy - h / 2;
  expect(triHalf(s, top)).toBeGreaterThanOrEqual(w / 2 + TAG_MARGIN * s - 1e-9);
  // Inside the base too, and as near the point as that allows (the old tag stood on the point).
  expect(dy + h / 2).toBeLessThan(s / (2 * Math.sqrt(3)));
  // Pointing down: the same distance, the other way.
  expect(nameTagDy('tri', s, w, h, true)).toBeCloseTo(-dy, 9);
  // Clear of the middle, where the cell's figure stands.
  expect(-dy - h / 2).toBeGreaterThanOrEqual(0);
});

test.each([
  [50, 22, 15],
  [70, 24, 16],
])('a hexagon %i across: a %i × %i tag stands on its lower point, off the count at its middle', (s, w, h) => {
  const dy = nameTagDy('hex', s, w, h)!;
  // The count's disc at the middle is at most 0.36 of the hexagon across (the badge "b4" covered the "2").
  expect(dy - h / 2).toBeGreaterThan(0.18 * s);
  // Off the two hexagons' counts below too: half a width to either side, 0.87 of one lower.
  const nearest = { x: Math.max(0, s / 2 - w / 2), y: Math.max(0, 0.87 * s - (dy + h / 2)) };
  expect(Math.hypot(nearest.x, nearest.y)).toBeGreaterThan(0.18 * s);
});

test("a phone's small triangle holds a tag only over its middle: none placed there (it stands by the point, as before)", () => {
  expect(nameTagDy('tri', 53, 22, 15)).toBeNull();
});
