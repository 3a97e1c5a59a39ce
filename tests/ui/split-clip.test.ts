// A split preview's cut line leaves the piece count's disc clear (src/ui/split-clip.ts): the part
// over the disc is left out, the rest kept, a line that misses it drawn whole.
import { expect, test } from 'vitest';
import { outsideDisc } from '../../src/ui/split-clip.ts';

const disc = { x: 0, y: 0, r: 10 };
const length = (parts: ReturnType<typeof outsideDisc>) =>
  parts.reduce((sum, [a, b]) => sum + Math.hypot(b.x - a.x, b.y - a.y), 0);

test('a cut through the middle of the disc keeps its two ends and leaves the disc clear', () => {
  const parts = outsideDisc({ x: -30, y: 0 }, { x: 30, y: 0 }, disc);
  expect(parts).toHaveLength(2);
  expect(parts[0]).toEqual([
    { x: -30, y: 0 },
    { x: -10, y: 0 },
  ]);
  expect(parts[1]).toEqual([
    { x: 10, y: 0 },
    { x: 30, y: 0 },
  ]);
  // A slanted cut (a triangle's) the same: nothing of it nearer the centre than the radius.
  const slant = outsideDisc({ x: -20, y: -25 }, { x: 22, y: 18 }, disc);
  expect(slant).toHaveLength(2);
  for (const [a, b] of slant)
    for (let t = 0; t <= 1; t += 0.1) {
      const p = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
      expect(Math.hypot(p.x, p.y)).toBeGreaterThanOrEqual(10 - 1e-9);
    }
});

test('a cut that starts at the disc keeps the part beyond it; one that misses it, or no disc, is drawn whole', () => {
  expect(outsideDisc({ x: 0, y: 0 }, { x: 0, y: 30 }, disc)).toEqual([
    [
      { x: 0, y: 10 },
      { x: 0, y: 30 },
    ],
  ]);
  const miss: [{ x: number; y: number }, { x: number; y: number }] = [
    { x: -30, y: 12 },
    { x: 30, y: 12 },
  ];
  expect(outsideDisc(miss[0], miss[1], disc)).toEqual([miss]);
  expect(outsideDisc(miss[0], miss[1], null)).toEqual([miss]);
  expect(outsideDisc({ x: -3, y: 0 }, { x: 3, y: 0 }, disc)).toEqual([]);
  expect(length(outsideDisc({ x: -30, y: 5 }, { x: 30, y: 5 }, disc))).toBeCloseTo(60 - 2 * Math.sqrt(75), 9);
});
