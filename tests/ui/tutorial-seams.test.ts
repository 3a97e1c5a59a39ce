// The guided game's cut lines are drawn as one seam inside each cell they cut, never across the gap
// between two squares (a line across the row read as a stray dash left on the board).
import { expect, test } from 'vitest';
import { seamsOf } from '../../src/ui/tutorial-cuts.ts';

const size = 100;

test('a cut through three cells in a row is three seams, each inside its own square', () => {
  const seams = seamsOf({ x: 50, y: 50 }, { x: 250, y: 50 }, size, 1);
  expect(seams).toHaveLength(3);
  seams.forEach(([a, b], i) => {
    const left = i * size;
    // Clear of the square's edges on both sides: nothing of it lies over the gap.
    expect(Math.min(a.x, b.x)).toBeGreaterThan(left + size * 0.1);
    expect(Math.max(a.x, b.x)).toBeLessThan(left + size * 0.9);
    expect(a.y).toBe(50);
  });
});

test('a seam grows out of its cell centre as it is drawn in, and is nothing before it starts', () => {
  const [[a, b]] = seamsOf({ x: 50, y: 50 }, { x: 50, y: 150 }, size, 0.5) as [
    [{ x: number; y: number }, { x: number; y: number }],
  ];
  expect((a.y + b.y) / 2).toBeCloseTo(50);
  expect(Math.abs(b.y - a.y)).toBeCloseTo(size * 0.36);
  const [[c, d]] = seamsOf({ x: 50, y: 50 }, { x: 50, y: 150 }, size, 0) as [
    [{ x: number; y: number }, { x: number; y: number }],
  ];
  expect(Math.hypot(d.x - c.x, d.y - c.y)).toBe(0);
});
