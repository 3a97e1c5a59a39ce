// A cell's pieces on both grids (CELLS.md): 1 or 2k convex pieces tiling the cell, cut through
// its centre towards the neighbours, inset and rounded clear of every cut.
import { describe, expect, test } from 'vitest';
import { allPatternFrames } from '../../../src/engine/index.ts';
import {
  DEFAULT_OUTLINE,
  HEX_CELL,
  TRI_CELL,
  cutEnds,
  SQUARE_CELL,
  cellOutlines,
  cellShape,
  loneCellFrame,
  cellPieces,
  pieceCount,
  pieceScale,
  readCellFrame,
} from '../../../src/ui/art/cell-pieces.ts';
import { centroid, signedArea } from '../../../src/ui/art/geometry.ts';
import { sideOfCut } from '../../../src/ui/art/cut-ends.ts';

const FRAMES = [...allPatternFrames(4), ...allPatternFrames(3)].map((f) => [f]);
const bits = (mask: number) => mask.toString(2).replace(/0/g, '').length;

describe('pieces', () => {
  test.each(FRAMES)('pieces - %s - 1 or 2k convex pieces tiling the cell', (frame) => {
    const { shape, mask } = readCellFrame(frame);
    const pieces = cellPieces(shape, mask);
    const k = bits(mask);
    expect(pieces.length).toBe(k === 0 ? 1 : 2 * k);
    expect(pieceCount(mask)).toBe(pieces.length);
    const total = pieces.reduce((s, p) => s + signedArea(p), 0);
    expect(total).toBeCloseTo(signedArea(shape.corners), 12);
    for (const p of pieces) expect(signedArea(p)).toBeGreaterThan(0);
  });

  test.each([
    ['hex-000', 1],
    ['hex-100', 2],
    ['hex-010', 2],
    ['hex-011', 4],
    ['hex-111', 6],
  ])('pieces - %s - %i pieces', (frame, n) => {
    const { shape, mask } = readCellFrame(frame);
    expect(cellPieces(shape, mask).length).toBe(n);
  });

  test('pieces - | and − - four small squares', () => {
    const pieces = cellPieces(SQUARE_CELL, readCellFrame('1100').mask);
    for (const p of pieces) expect(signedArea(p)).toBeCloseTo(0.25, 12);
  });

  test('pieces - \\ - the top-right and bottom-left triangles', () => {
    const centres = cellPieces(SQUARE_CELL, readCellFrame('0010').mask).map(centroid);
    const sorted = centres.sort((a, b) => a.x - b.x);
    expect(sorted[0]!.x).toBeCloseTo(1 / 3, 9);
    expect(sorted[0]!.y).toBeCloseTo(2 / 3, 9); // bottom-left (y down)
    expect(sorted[1]!.y).toBeCloseTo(1 / 3, 9);
  });

  test('hexagon - point at the top, filling the frame point to point, √3/2 wide', () => {
    const xs = HEX_CELL.corners.map((p) => p.x);
    const ys = HEX_CELL.corners.map((p) => p.y);
    expect(HEX_CELL.corners[0]).toEqual({ x: 0.5, y: 0 });
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(1);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(HEX_CELL.axes).toBe(3);
  });

  test.each([
    ['hex-100', 0],
    ['hex-010', 60],
    ['hex-001', 120],
  ])('hexagon - %s - one cut at %i° through the midpoints of two opposite edges', (frame, degrees) => {
    const { shape, mask } = readCellFrame(frame);
    const pieces = cellPieces(shape, mask);
    // The cut's two ends: the vertices the halves share that are not the hexagon's corners.
    const ends = pieces[0]!.filter((p) => pieces[1]!.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9));
    expect(ends.length).toBe(2);
    const [a, b] = ends as [{ x: number; y: number }, { x: number; y: number }];
    const midpoints = shape.corners.map((p, i) => {
      const q = shape.corners[(i + 1) % shape.corners.length]!;
      return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    });
    for (const end of ends)
      expect(midpoints.some((m) => Math.hypot(m.x - end.x, m.y - end.y) < 1e-9)).toBe(true);
    // y grows down on the canvas: a cut rising to the right has a negative slope there.
    const angle = (Math.atan2(-(b.y - a.y), b.x - a.x) * 180) / Math.PI;
    expect(((angle % 180) + 180) % 180).toBeCloseTo(degrees, 9);
    for (const p of pieces) expect(signedArea(p)).toBeCloseTo(signedArea(shape.corners) / 2, 12);
  });

  test('hexagon - three cuts - six kites, each holding one corner of the hexagon', () => {
    const pieces = cellPieces(HEX_CELL, 7);
    for (const kite of pieces) {
      expect(kite.length).toBe(4);
      expect(
        HEX_CELL.corners.filter((c) => kite.some((p) => Math.hypot(p.x - c.x, p.y - c.y) < 1e-9)).length,
      ).toBe(1);
    }
  });

  test('hexagon - two cuts - four pieces about equal: the 60° and 120° wedges evened towards a quarter each', () => {
    const areas = cellPieces(HEX_CELL, readCellFrame('hex-011').mask)
      .map(signedArea)
      .sort((a, b) => a - b);
    const whole = signedArea(HEX_CELL.corners);
    // Along the axes alone they would be a sixth and a third; the cuts' ends slide towards a quarter
    // each, stopping clear of the hexagon's corners (0.21 and 0.29 of the cell).
    expect(areas[0]! / whole).toBeGreaterThan(0.2);
    expect(areas[3]! / whole).toBeLessThan(0.3);
    expect(areas[0]! + areas[1]! + areas[2]! + areas[3]!).toBeCloseTo(whole, 12);
  });

  test('readCellFrame - a bad name - the engine names the accepted forms', () => {
    expect(() => readCellFrame('12')).toThrow(/four digits 0 or 1.*hex- and three/);
    expect(() => readCellFrame('hex-1100')).toThrow(/not a division pattern/);
  });
});

describe('outlines', () => {
  test.each(FRAMES)(
    'outlines - %s - closed, convex, inside the cell, clear of every cut by its own gap',
    (frame) => {
      const { shape, mask } = readCellFrame(frame);
      const edge = DEFAULT_OUTLINE.edgeInset * shape.width;
      const pieces = cellPieces(shape, mask);
      for (const [i, outline] of cellOutlines(shape, mask).entries()) {
        // A small piece's own gap to its cuts is thinner in proportion to it (a 45° triangle's 0.70).
        const cut = DEFAULT_OUTLINE.cutInset * shape.width * pieceScale(shape, pieces[i]!);
        expect(outline.length).toBeGreaterThan(8);
        // Closed and simple: going round turns one way only, by exactly one full turn.
        let turning = 0;
        for (let i = 0; i < outline.length; i++) {
          const p = outline[i]!;
          const q = outline[(i + 1) % outline.length]!;
          const r = outline[(i + 2) % outline.length]!;
          const a = Math.atan2(q.y - p.y, q.x - p.x);
          const b = Math.atan2(r.y - q.y, r.x - q.x);
          const turn = Math.atan2(Math.sin(b - a), Math.cos(b - a));
          expect(turn).toBeGreaterThanOrEqual(-1e-9);
          turning += turn;
          // At least the edge inset inside every side of the cell.
          shape.corners.forEach((c, k) => {
            const d = shape.corners[(k + 1) % shape.corners.length]!;
            const len = Math.hypot(d.x - c.x, d.y - c.y);
            const inside = ((d.x - c.x) * (p.y - c.y) - (d.y - c.y) * (p.x - c.x)) / len;
            expect(inside).toBeGreaterThanOrEqual(edge - 1e-9);
          });
        }
        expect(turning).toBeCloseTo(2 * Math.PI, 9);
        expect(signedArea(outline)).toBeGreaterThan(0.03);
        for (let axis = 0; axis < shape.axes; axis++) {
          if (!((mask >> axis) & 1)) continue;
          const sides = outline.map((p) => sideOfCut(shape, axis, p, mask));
          const sign = Math.sign(sides[0]!);
          for (const s of sides) expect(s * sign).toBeGreaterThanOrEqual(cut - 1e-9);
        }
      }
    },
  );
});

describe("the lone cell beside a name (players' panels, results' score line)", () => {
  test.each([['square'], ['hex'], ['tri']] as const)(
    "on a %s board it is a whole cell in the board's shape",
    (grid) => {
      const { shape, mask } = readCellFrame(loneCellFrame(grid));
      expect(shape).toBe(cellShape(grid));
      expect(mask).toBe(0);
    },
  );
});

test('a cut runs across the cell: a square’s | edge middle to edge middle, \\ corner to corner; a triangle’s from an edge’s middle to a corner', () => {
  expect(
    cutEnds(SQUARE_CELL, 0)
      .map((p) => [p.x, p.y])
      .sort(),
  ).toEqual([
    [0.5, 0],
    [0.5, 1],
  ]);
  const diagonal = cutEnds(SQUARE_CELL, 2).map((p) => [p.x, p.y]);
  for (const [x, y] of diagonal) {
    expect([0, 1]).toContain(x);
    expect([0, 1]).toContain(y);
  }
  for (let axis = 0; axis < 3; axis++) {
    const ends = cutEnds(TRI_CELL, axis);
    const atCorner = ends.filter((e) =>
      TRI_CELL.corners.some((c) => Math.hypot(c.x - e.x, c.y - e.y) < 1e-9),
    );
    expect(atCorner, `axis ${axis}`).toHaveLength(1);
  }
  // A hexagon's cut joins two edges' middles: never a corner.
  for (let axis = 0; axis < 3; axis++)
    for (const e of cutEnds(HEX_CELL, axis))
      expect(HEX_CELL.corners.every((c) => Math.hypot(c.x - e.x, c.y - e.y) > 0.1)).toBe(true);
});
