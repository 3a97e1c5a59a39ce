// A win's budding cells: they rise off the winner's cells as the wave reaches each, never before it,
// and a big board's many cells stay within the count a phone draws smoothly.
import { expect, test } from 'vitest';
import { budPaths, MOST_BUDS } from '../../src/ui/win-light.ts';

const seeded = () => {
  let r = 7;
  return () => ((r = (r * 1103515245 + 12345) >>> 0) % 1000) / 1000;
};

test('each cell buds after the wave reaches it, and its buds rise from it', () => {
  const cells = [
    { x: 100, y: 200, delay: 0 },
    { x: 300, y: 200, delay: 400 },
  ];
  const paths = budPaths(cells, 80, seeded());
  expect(paths).toHaveLength(4);
  for (const p of paths) {
    const cell = cells.find((c) => Math.abs(c.x - p.from.x) < 40)!;
    expect(p.delay).toBeGreaterThanOrEqual(cell.delay);
    expect(p.to.y).toBeLessThan(p.from.y - 40);
  }
});

test('a board of many winning cells buds no more than the most a phone draws smoothly', () => {
  const cells = Array.from({ length: 60 }, (_, i) => ({ x: i * 10, y: 100, delay: i * 5 }));
  const paths = budPaths(cells, 40, seeded());
  expect(paths.length).toBeLessThanOrEqual(Math.max(MOST_BUDS, cells.length));
  expect(paths.length).toBeGreaterThanOrEqual(cells.length);
});
