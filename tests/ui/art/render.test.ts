// Rendered cells, square and hexagonal: lit sub-cells per division pattern, split along the right
// axes, dark rim.
import { describe, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { allPatternFrames } from '../../../src/engine/index.ts';
import { drawCell } from '../../../src/ui/art/cell.ts';
import { pieceCount, readCellFrame } from '../../../src/ui/art/cell-pieces.ts';
import { sideOfCut } from '../../../src/ui/art/cut-ends.ts';
import { palette } from '../../../src/ui/palette.ts';

const SIZE = 128;

function render(pattern: string, name: 'green' | 'red' | 'blue' = 'green') {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  drawCell(ctx as unknown as CanvasRenderingContext2D, pattern, palette(name).rgb, {
    x: 0,
    y: 0,
    size: SIZE,
  });
  const data = ctx.getImageData(0, 0, SIZE, SIZE).data;
  const lum = (i: number) =>
    (0.2126 * data[4 * i]! + 0.7152 * data[4 * i + 1]! + 0.0722 * data[4 * i + 2]!) *
    (data[4 * i + 3]! / 255);
  return { data, lum };
}

/** Connected components (4-neighbour) of pixels passing `lit`, ignoring specks. */
function components(lit: (i: number) => boolean): number[][] {
  const seen = new Uint8Array(SIZE * SIZE);
  const out: number[][] = [];
  for (let start = 0; start < SIZE * SIZE; start++) {
    if (seen[start] || !lit(start)) continue;
    const comp: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      comp.push(i);
      const x = i % SIZE;
      const y = (i - x) / SIZE;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) continue;
        const j = ny * SIZE + nx;
        if (!seen[j] && lit(j)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (comp.length > 10) out.push(comp);
  }
  return out;
}

const unit = (i: number) => ({ x: ((i % SIZE) + 0.5) / SIZE, y: (Math.floor(i / SIZE) + 0.5) / SIZE });

describe('rendered cells', () => {
  test.each([...allPatternFrames(4), ...allPatternFrames(3)].map((n) => [n]))(
    'cell %s - lit sub-cells as many as the pattern says, split along its cuts',
    (name) => {
      const { shape, mask } = readCellFrame(name);
      const { lum } = render(name);
      const comps = components((i) => lum(i) > 80);
      expect(comps.length).toBe(pieceCount(mask));
      expect(shape.grid === 'hex' ? [1, 2, 4, 6] : [1, 2, 4, 6, 8]).toContain(comps.length);
      shape.cutAngles.forEach((_, a) => {
        // A cut as the pattern places it (evened with its others); an axis not cut, along the axis.
        const as = (mask >> a) & 1 ? mask : 1 << a;
        const sides = comps.map((c) => {
          const s = c.map((i) => Math.sign(sideOfCut(shape, a, unit(i), as)));
          return { pos: s.some((v) => v > 0), neg: s.some((v) => v < 0) };
        });
        if ((mask >> a) & 1) {
          // Cut along this axis: every sub-cell lies wholly on one side, and both sides have some.
          for (const s of sides) expect(s.pos && s.neg).toBe(false);
          expect(sides.some((s) => s.pos)).toBe(true);
          expect(sides.some((s) => s.neg)).toBe(true);
        } else {
          // Not cut: some sub-cell spans the line.
          expect(sides.some((s) => s.pos && s.neg)).toBe(true);
        }
      });
    },
  );

  test.each([['0000'], ['1111'], ['0101'], ['hex-000'], ['hex-111']])(
    'cell %s - the rim is darker than the body',
    (name) => {
      const { data, lum } = render(name, 'red');
      const opaque = (i: number) => data[4 * i + 3]! > 200;
      for (const comp of components(opaque)) {
        const inComp = new Set(comp);
        // Rim: the component's pixels next to a pixel outside it.
        const rim = comp.filter((i) => [i - 1, i + 1, i - SIZE, i + SIZE].some((j) => !inComp.has(j)));
        const body = comp.filter((i) => !rim.includes(i));
        const mean = (xs: number[]) => xs.reduce((s, i) => s + lum(i), 0) / xs.length;
        const brightest = Math.max(...body.map(lum));
        expect(mean(rim)).toBeLessThan(0.5 * mean(body));
        expect(mean(rim)).toBeLessThan(0.35 * brightest);
      }
    },
  );

  test.each([['1111'], ['hex-111']])('cell %s - outside the pieces is transparent', (name) => {
    const { data } = render(name);
    expect(data[3]).toBe(0); // top-left corner pixel
    const mid = (SIZE / 2) * SIZE + SIZE / 2;
    expect(data[4 * mid + 3]).toBe(0); // the centre, where all the cuts meet
  });

  test('cell hex-000 - a hexagon point at the top: the corners of the frame empty, its top and bottom middles drawn', () => {
    const { data } = render('hex-000');
    const alpha = (x: number, y: number) => data[4 * (y * SIZE + x) + 3]!;
    // Beside the top point, outside the hexagon's slanted sides.
    expect(alpha(Math.round(SIZE * 0.2), Math.round(SIZE * 0.1))).toBe(0);
    expect(alpha(Math.round(SIZE * 0.8), Math.round(SIZE * 0.9))).toBe(0);
    // Left and right of the frame, outside the hexagon's √3/2 width.
    expect(alpha(2, SIZE / 2)).toBe(0);
    expect(alpha(SIZE - 3, SIZE / 2)).toBe(0);
    // Near its top and bottom points, inside.
    expect(alpha(SIZE / 2, Math.round(SIZE * 0.1))).toBeGreaterThan(200);
    expect(alpha(SIZE / 2, Math.round(SIZE * 0.9))).toBeGreaterThan(200);
  });
});
