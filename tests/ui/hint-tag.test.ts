// Where the hint's "Hint" tag stands: beside the ring, over no cell where any such place exists on
// the board, and over the fewest cells where none does.
import { expect, test } from 'vitest';
import { parseLayout, readSquareName } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { hintTagSpot } from '../../src/ui/hint-tag.ts';

const AREA = { x: 0, y: 0, width: 600, height: 600 };

function squaresOf(layoutId: string, names: string[]): Set<number> {
  const layout = parseLayout(layoutId);
  return new Set(names.map((n) => { const r = readSquareName(layout, n); if (!('square' in r)) throw new Error(n); return r.square; }));
}

/** The cells the tag's box reaches into (past a square's edge by more than a tenth of it). */
function cellsUnder(fit: BoardGeometryFit, at: { x: number; y: number }, w: number, h: number, filled: Set<number>): number[] {
  const half = fit.square * 0.4;
  return [...filled].filter((s) => {
    const c = fit.centre(s);
    return Math.abs(c.x - at.x) < w / 2 + half && Math.abs(c.y - at.y) < h / 2 + half;
  });
}

test.each([
  ['square:5', 'c3', ['b3', 'd3', 'c2', 'c4']],
  ['square:5', 'c3', ['b3', 'd3', 'c2', 'c4', 'b4', 'd4']],
  ['square:6', 'a1', ['a2', 'b1']],
  ['hex:4', 'd4', ['c3', 'c4', 'd3', 'd5', 'e4', 'e5']],
])('%s, hint on %s with its sides filled (%j): the tag covers no cell', (id, hinted, cells) => {
  const fit = new BoardGeometryFit(parseLayout(id), AREA);
  const filled = squaresOf(id, cells);
  const [square] = squaresOf(id, [hinted]);
  const w = fit.square * 0.9;
  const h = fit.square * 0.4;
  const at = hintTagSpot(fit, square!, w, h, (s) => filled.has(s));
  expect(cellsUnder(fit, at, w, h, filled)).toEqual([]);
  // Beside the ring, not across the board: within two squares of the hinted square's centre.
  const c = fit.centre(square!);
  expect(Math.hypot(at.x - c.x, at.y - c.y)).toBeLessThan(2 * fit.square);
  // On a square board with a free corner, at that corner of the ring, not a square further out.
  if (id.startsWith('square') && cells.length < 8) expect(Math.hypot(at.x - c.x, at.y - c.y)).toBeLessThan(1.5 * fit.square);
  // Inside the board's frame.
  expect(at.x - w / 2).toBeGreaterThanOrEqual(fit.left);
  expect(at.x + w / 2).toBeLessThanOrEqual(fit.left + fit.frame.width);
});

test('with free sides the tag stands beside the ring, right first', () => {
  const id = 'square:5';
  const fit = new BoardGeometryFit(parseLayout(id), AREA);
  const [square] = squaresOf(id, ['c3']);
  const w = fit.square * 0.9;
  const at = hintTagSpot(fit, square!, w, fit.square * 0.4, () => false);
  const c = fit.centre(square!);
  expect(at.y).toBeCloseTo(c.y, 6);
  expect(at.x).toBeGreaterThan(c.x);
});

test.each([[0.9, 0.4], [0.33, 0.2], [0.5, 0.25]])('square:4, hint on b2 with every neighbour filled but c3, a tag %d × %d squares: at the corner toward c3', (wf, hf) => {
  const id = 'square:4';
  const fit = new BoardGeometryFit(parseLayout(id), { x: 431, y: 143, width: 437, height: 437 });
  const filled = squaresOf(id, ['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'a4', 'b4', 'c4', 'd1', 'd2', 'd3', 'd4']);
  const [square] = squaresOf(id, ['b2']);
  const w = fit.square * wf;
  const h = fit.square * hf;
  const at = hintTagSpot(fit, square!, w, h, (s) => filled.has(s));
  const c = fit.centre(square!);
  const [c3] = squaresOf(id, ['c3']);
  const toward = fit.centre(c3!);
  expect(cellsUnder(fit, at, w, h, filled)).toEqual([]);
  // Nearer c3 than the hinted square's other neighbours: the tag points to the empty corner.
  expect(Math.hypot(at.x - toward.x, at.y - toward.y)).toBeLessThan(Math.hypot(at.x - c.x, at.y - c.y) + fit.square * 0.1);
  expect(Math.hypot(at.x - c.x, at.y - c.y)).toBeLessThan(1.5 * fit.square);
});
