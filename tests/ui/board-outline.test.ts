// A win's glow follows the vessel's wall (ending-board.ts): the outline goes round every cell, stays on
// the board's picture, and takes the vessel's shape (a flask narrows to its neck; a rectangle round it
// read as a rendering fault).
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { BoardGeometryFit, roundCorners } from '../../src/ui/board-geometry.ts';

const AREA = { x: 10, y: 20, width: 800, height: 1100 };

/** Whether (x, y) lies inside the closed polygon `poly` (even-odd). */
function inside(poly: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let within = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

test.each([['flask:8x3'], ['beaker:6x7'], ['square:6'], ['petri:5'], ['hex:4'], ['tri:5']])(
  '%s - the outline holds every cell and stays on the picture',
  (id) => {
    const fit = new BoardGeometryFit(parseLayout(id), AREA);
    const outline = fit.outline();
    for (let s = 0; s < fit.layout.size; s++) {
      const c = fit.centre(s);
      expect(inside(outline, c.x, c.y), `${id} square ${s}`).toBe(true);
    }
    for (const p of outline) {
      expect(p.x).toBeGreaterThanOrEqual(fit.left - 1);
      expect(p.x).toBeLessThanOrEqual(fit.left + fit.frame.width + 1);
      expect(p.y).toBeGreaterThanOrEqual(fit.top - 1);
      expect(p.y).toBeLessThanOrEqual(fit.top + fit.frame.height + 1);
    }
  },
);

test("a flask's outline narrows to its neck: its box's top corners lie outside it", () => {
  const fit = new BoardGeometryFit(parseLayout('flask:8x3'), AREA);
  const outline = fit.outline();
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const top = Math.min(...ys);
  expect(inside(outline, left + 4, top + 4)).toBe(false);
  expect(inside(outline, right - 4, top + 4)).toBe(false);
});

test('rounded corners stay within half of each side, and none leaves a polygon as it was', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ];
  expect(roundCorners(square, 0)).toEqual(square);
  const round = roundCorners(square, 80);
  expect(round.some((p) => p.x === 0 && p.y === 0)).toBe(false);
  for (const p of round)
    expect(inside(square, Math.min(99.9, Math.max(0.1, p.x)), Math.min(99.9, Math.max(0.1, p.y)))).toBe(true);
  // A corner's curve begins at most halfway along its sides.
  expect(Math.min(...round.filter((p) => p.y === 0).map((p) => p.x))).toBeGreaterThanOrEqual(50 - 1e-9);
});
