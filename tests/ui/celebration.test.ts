// The win's bursting cells never cover the title: every point of every cell's flight, at the
// largest a cell is drawn, keeps outside the title's box.
import { expect, test } from 'vitest';
import { burstPaths, FLYING_HALF, type Box } from '../../src/ui/burst-paths.ts';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.each([
  ['a phone', { x: 40, y: 60, width: 700, height: 90 }, 80, 390],
  ['a wide screen', { x: 400, y: 50, width: 480, height: 48 }, 34, 260],
])('on %s no flying cell overlaps the title at any moment', (_where, title, size, reach) => {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
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

// On a phone on its side the title spans the panel and the close button stands at its right end:
// no flying cell touches the button, and the left end still bursts.
test('no flying cell touches a box kept clear (the close button beside the title)', () => {
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const title = { x: 450, y: 70, width: 760, height: 60 };
  const close = { x: 1222, y: 55, width: 88, height: 88 };
  const size = 34;
  const half = FLYING_HALF(size);
  const paths = burstPaths(title, size, 400, 200, random, [close]);
  expect(paths.length).toBeGreaterThan(50);
  expect(paths.some((p) => p.from.x < title.x)).toBe(true);
  for (const { from, to } of paths) {
    for (let t = 0; t <= 1; t += 0.02) {
      const x = from.x + (to.x - from.x) * t;
      const y = from.y + (to.y - from.y) * t;
      expect(overlaps({ x: x - half, y: y - half, width: 2 * half, height: 2 * half }, close)).toBe(false);
    }
  }
});
