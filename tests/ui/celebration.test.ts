// The win's bursting cells never cover the title: every point of every cell's flight, at the
// largest a cell is drawn, keeps outside the title's box.
import { expect, test } from 'vitest';
import { burstPaths, FLYING_HALF, type Box } from '../../src/ui/celebration.ts';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.each([
  ['a phone', { x: 40, y: 60, width: 700, height: 90 }, 80, 390],
  ['a wide screen', { x: 400, y: 50, width: 480, height: 48 }, 34, 260],
])('on %s no flying cell overlaps the title at any moment', (_where, title, size, reach) => {
  let seed = 7;
  const random = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
  const half = FLYING_HALF(size);
  const paths = burstPaths(title, size, reach, 200, random);
  expect(paths).toHaveLength(200);
  for (const { from, to } of paths) {
    // The tween moves along the straight line from `from` to `to` (eased in time, not in place).
    for (let t = 0; t <= 1; t += 0.02) {
      const x = from.x + (to.x - from.x) * t;
      const y = from.y + (to.y - from.y) * t;
      expect(overlaps({ x: x - half, y: y - half, width: 2 * half, height: 2 * half }, title)).toBe(false);
    }
    expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeGreaterThan(reach * 0.3);
  }
});
