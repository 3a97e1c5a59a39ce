import { describe, expect, test } from 'vitest';
import { parseLayout, tryParseLayout, flaskRowWidths } from '../../src/engine/index.ts';
import { shape } from './shape.ts';

describe('layout', () => {
  test.each([
    ['square:3', 9, 3, 3, false],
    ['square:12', 144, 12, 12, false],
    ['grid:2x7', 14, 2, 7, false],
    ['grid:12x2', 24, 12, 2, false],
    ['petri:4', 12, 4, 4, false],
    ['petri:5', 21, 5, 5, false],
    ['petri:6', 32, 6, 6, false],
    ['beaker:6x7', 42, 6, 7, true],
    ['flask:6x3', 16, 5, 6, true],
    ['flask:4x1', 6, 2, 4, true],
    ['flask:10x8', 10 + 8 + 6 + 4 + 16, 12, 10, true],
  ])('square count - %s has %i squares in %i rows, %i columns', (id, size, rows, cols, gravity) => {
    const layout = parseLayout(id);
    expect(layout.size).toBe(size);
    expect(layout.rows).toBe(rows);
    expect(layout.cols).toBe(cols);
    expect(layout.gravity).toBe(gravity);
  });

  test('shape - petri:5 is a round dish', () => {
    expect(shape('petri:5')).toBe(['.###.', '#####', '#####', '#####', '.###.'].join('\n'));
  });

  test('shape - petri:6 is a round dish', () => {
    expect(shape('petri:6')).toBe(['.####.', '######', '######', '######', '######', '.####.'].join('\n'));
  });

  test('shape - flask:6x3 narrows to a centred neck', () => {
    expect(shape('flask:6x3')).toBe(['..##..', '..##..', '..##..', '.####.', '######'].join('\n'));
    expect(flaskRowWidths(8, 2)).toEqual([8, 6, 4, 2, 2]);
  });

  test('shape - every gravity column is one unbroken run from row 0', () => {
    for (const id of ['flask:4x1', 'flask:6x3', 'flask:8x5', 'flask:10x8', 'beaker:5x9']) {
      const layout = parseLayout(id);
      layout.columnSquares.forEach((run) => {
        run.forEach((s, height) => expect(layout.rowOf[s]).toBe(height));
      });
    }
  });

  test('squares - numbered in reading order, top row first', () => {
    const layout = parseLayout('square:3');
    expect(Array.from(layout.rowOf)).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0]);
    expect(Array.from(layout.colOf)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });

  test('neighbours - never off the grid or on an unplayable square', () => {
    const layout = parseLayout('petri:5');
    // a2 sits on the left rim: a1 below it is outside the dish, and so is everything to its left.
    const rim = layout.squareAt[1 * 5 + 0]!;
    const around = Array.from(layout.neighbour.subarray(rim * 8, rim * 8 + 8));
    const names = (row: number, col: number) => layout.squareAt[row * 5 + col];
    expect(around.filter((s) => s >= 0).sort()).toEqual(
      [names(2, 0), names(1, 1), names(0, 1), names(2, 1)].sort(),
    );
  });

  test('centrality - 1 at the centre, 0 at the farthest square', () => {
    const layout = parseLayout('square:5');
    expect(layout.centrality[layout.squareAt[2 * 5 + 2]!]).toBe(1);
    expect(layout.centrality[layout.squareAt[0]!]).toBeCloseTo(0);
    const even = parseLayout('square:4');
    expect(Math.max(...even.centrality)).toBeLessThan(1);
    expect(Math.min(...even.centrality)).toBeCloseTo(0);
  });

  test.each([
    ['square:2', 'N must be 3 to 12'],
    ['square:13', 'N must be 3 to 12'],
    ['grid:1x5', 'R and C must be 2 to 12'],
    ['petri:3', 'D must be 4 to 12'],
    ['beaker:11x4', 'R and C must be 2 to 10'],
    ['flask:5x3', 'W must be even'],
    ['flask:6x9', 'N must be 1 to 8'],
    ['hexagon:5', 'is not a layout id'],
    ['square:4x4', 'is not a layout id'],
    ['beaker:6', 'is not a layout id'],
  ])('parse - throws - %s', (id, why) => {
    expect(() => parseLayout(id)).toThrow(why);
    const result = tryParseLayout(id);
    expect('error' in result && result.error).toContain(id);
    expect('error' in result && result.error).toContain('accepted layouts');
  });
});
