// Board backgrounds: layout ids to shapes, playable squares as RULES.md section 1, frames that fit.
import { describe, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { boardFrame, boardShapeOf, boardSquares, drawBoardBackground, flaskRowWidths } from '../../../src/ui/art/boards.ts';

const count = (id: string) => boardSquares(boardShapeOf(id)).playable.flat().filter(Boolean).length;

describe('board backgrounds', () => {
  test.each([
    ['petri:5', 21],
    ['petri:6', 32],
    ['flask:6x3', 16],
    ['beaker:6x7', 42],
    ['square:4', 16],
    ['grid:3x5', 15],
  ])('boardSquares - %s - %i playable squares', (id, n) => {
    expect(count(id)).toBe(n);
  });

  test('flaskRowWidths - flask:8x2 - 8, 6, 4, then a neck of 2, 2', () => {
    expect(flaskRowWidths(8, 2)).toEqual([8, 6, 4, 2, 2]);
  });

  test('boardShapeOf - unknown layout - an error naming the forms', () => {
    expect(() => boardShapeOf('hex:5')).toThrow(/hex:5.*flask:WxN/);
  });

  test.each([['petri:6'], ['beaker:4x5'], ['flask:6x3'], ['flask:10x1'], ['grid:2x7']])(
    'drawBoardBackground - %s - every playable square lies on the drawn vessel',
    (id) => {
      const geometry = { shape: boardShapeOf(id), square: 40 };
      const f = boardFrame(geometry);
      const canvas = createCanvas(f.width, f.height);
      const ctx = canvas.getContext('2d');
      drawBoardBackground(ctx as unknown as CanvasRenderingContext2D, geometry);
      const data = ctx.getImageData(0, 0, f.width, f.height).data;
      const alpha = (x: number, y: number) => data[4 * (Math.floor(y) * f.width + Math.floor(x)) + 3]!;
      const { playable } = boardSquares(geometry.shape);
      playable.forEach((row, r) =>
        row.forEach((ok, c) => {
          if (!ok) return;
          const x = f.gridLeft + c * 40;
          const y = f.gridTop + (f.rows - 1 - r) * 40;
          expect(x).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x + 40).toBeLessThanOrEqual(f.width);
          expect(y + 40).toBeLessThanOrEqual(f.height);
          // Opaque at the square's corners and centre: it sits inside the glass, not off its edge.
          for (const [dx, dy] of [[1, 1], [39, 1], [1, 39], [39, 39], [20, 20]] as const) {
            expect(alpha(x + dx, y + dy), `${id} square r${r} c${c}`).toBeGreaterThan(200);
          }
        }),
      );
      expect(alpha(0, 0)).toBe(0); // the canvas corner is outside the vessel
    },
  );
});
