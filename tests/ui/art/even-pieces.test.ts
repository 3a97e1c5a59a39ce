// A cell marked N shows N pieces you can count, about equal (a reviewer read a square cut along |
// and \ as five uneven blobs: two of 3/8 of the cell and two of 1/8, their drawn areas 0.41 of the
// mean). The drawn outlines of every pattern on every grid are filled on a grid of dots: the dots
// form exactly as many separate pieces as the pattern's count, and the smallest holds at least
// 0.6 of the mean and half the largest.
import { expect, test } from 'vitest';
import { cellOutlines, pieceCount, readCellFrame } from '../../../src/ui/art/cell-pieces.ts';
import { depthInside, type Polygon } from '../../../src/ui/art/geometry.ts';
import { gridFrames } from '../../../src/ui/art/piece-width.ts';

const DOTS = 160;

/** The separate pieces the outlines fill on a DOTS × DOTS grid (4-neighbour), as their dot counts. */
function filledPieces(outlines: readonly Polygon[]): number[] {
  const inside = new Uint8Array(DOTS * DOTS);
  for (let i = 0; i < DOTS * DOTS; i++) {
    const p = { x: ((i % DOTS) + 0.5) / DOTS, y: (Math.floor(i / DOTS) + 0.5) / DOTS };
    if (outlines.some((outline) => depthInside(outline, p) > 0)) inside[i] = 1;
  }
  const sizes: number[] = [];
  for (let start = 0; start < DOTS * DOTS; start++) {
    if (inside[start] !== 1) continue;
    let size = 0;
    const stack = [start];
    inside[start] = 2;
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % DOTS;
      for (const j of [x > 0 ? i - 1 : -1, x < DOTS - 1 ? i + 1 : -1, i - DOTS, i + DOTS])
        if (j >= 0 && j < DOTS * DOTS && inside[j] === 1) {
          inside[j] = 2;
          stack.push(j);
        }
    }
    sizes.push(size);
  }
  return sizes;
}

const EVERY = (['square', 'hex', 'tri'] as const).flatMap((grid) => gridFrames(grid)).map((f) => [f]);

test.each(EVERY)('%s - its pieces count as its number, the smallest a fair share', (frame) => {
  const { shape, mask } = readCellFrame(frame);
  const sizes = filledPieces(cellOutlines(shape, mask));
  expect(sizes.length).toBe(pieceCount(mask));
  const mean = sizes.reduce((s, n) => s + n, 0) / sizes.length;
  expect(Math.min(...sizes) / mean, 'smallest against the mean').toBeGreaterThanOrEqual(0.6);
  expect(Math.min(...sizes) / Math.max(...sizes), 'smallest against the largest').toBeGreaterThanOrEqual(0.5);
});
