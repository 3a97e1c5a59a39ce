// The cell geometry: centroid formula, pieces per division pattern, rounded outlines.
import { describe, expect, test } from 'vitest';
import {
  AXES,
  DEFAULT_OUTLINE,
  PATTERN_NAMES,
  cellOutlines,
  cellPieces,
  centroid,
  parsePattern,
  pieceCount,
  sideOfCut,
  signedArea,
  type Polygon,
} from '../../../src/ui/art/geometry.ts';

const pts = (...xy: number[]): Polygon => Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[2 * i]!, y: xy[2 * i + 1]! }));

describe('centroid', () => {
  test.each([
    ['right triangle', pts(0, 0, 3, 0, 0, 3), 1, 1],
    ['rectangle', pts(1, 1, 5, 1, 5, 3, 1, 3), 3, 2],
    // L of a 2×2 square minus its top-right unit square: area 3, centroid (5/6, 5/6).
    ['L shape', pts(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2), 5 / 6, 5 / 6],
    ['unit square, other winding', pts(0, 0, 0, 1, 1, 1, 1, 0), 0.5, 0.5],
  ])('centroid - %s - matches the signed-area formula', (_, poly, x, y) => {
    const c = centroid(poly);
    expect(c.x).toBeCloseTo(x, 12);
    expect(c.y).toBeCloseTo(y, 12);
  });

  test('centroid - is not the vertex mean for an uneven polygon', () => {
    // Many vertices bunched on one side pull the mean, not the centre of mass.
    const poly = pts(0, 0, 1, 0, 1, 0.1, 1, 0.2, 1, 0.3, 1, 1, 0, 1);
    expect(centroid(poly).x).toBeCloseTo(0.5, 12);
    expect(poly.reduce((s, p) => s + p.x, 0) / poly.length).toBeGreaterThan(0.6);
  });
});

describe('pieces', () => {
  test.each(PATTERN_NAMES.map((n) => [n]))('pieces - pattern %s - 1 or 2k convex pieces tiling the square', (name) => {
    const pattern = parsePattern(name);
    const pieces = cellPieces(pattern);
    const k = pattern.filter(Boolean).length;
    expect(pieces.length).toBe(k === 0 ? 1 : 2 * k);
    expect(pieceCount(pattern)).toBe(pieces.length);
    const total = pieces.reduce((s, p) => s + signedArea(p), 0);
    expect(total).toBeCloseTo(1, 12);
    for (const p of pieces) expect(signedArea(p)).toBeGreaterThan(0);
  });

  test('pieces - | and − - four small squares', () => {
    const pieces = cellPieces(parsePattern('1100'));
    for (const p of pieces) expect(signedArea(p)).toBeCloseTo(0.25, 12);
  });

  test('pieces - \\ - the top-right and bottom-left triangles', () => {
    const centres = cellPieces(parsePattern('0010')).map(centroid);
    const sorted = centres.sort((a, b) => a.x - b.x);
    expect(sorted[0]!.x).toBeCloseTo(1 / 3, 9);
    expect(sorted[0]!.y).toBeCloseTo(2 / 3, 9); // bottom-left (y down)
    expect(sorted[1]!.y).toBeCloseTo(1 / 3, 9);
  });

  test('parsePattern - rejects a bad name', () => {
    expect(() => parsePattern('12')).toThrow(/four 0\/1 digits/);
  });
});

describe('outlines', () => {
  test.each(PATTERN_NAMES.map((n) => [n]))('outlines - pattern %s - closed, inside the square, clear of every cut', (name) => {
    const pattern = parsePattern(name);
    for (const outline of cellOutlines(pattern)) {
      expect(outline.length).toBeGreaterThan(8);
      // Closed and simple: going round (last point back to the first) turns one way only, by
      // exactly one full turn, so the outline is a convex loop with no twist or stray jump.
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
        expect(p.x).toBeGreaterThanOrEqual(DEFAULT_OUTLINE.edgeInset - 1e-9);
        expect(p.x).toBeLessThanOrEqual(1 - DEFAULT_OUTLINE.edgeInset + 1e-9);
        expect(p.y).toBeGreaterThanOrEqual(DEFAULT_OUTLINE.edgeInset - 1e-9);
        expect(p.y).toBeLessThanOrEqual(1 - DEFAULT_OUTLINE.edgeInset + 1e-9);
      }
      expect(turning).toBeCloseTo(2 * Math.PI, 9);
      expect(signedArea(outline)).toBeGreaterThan(0.05);
      AXES.forEach((axis, i) => {
        if (!pattern[i]) return;
        const sides = outline.map((p) => sideOfCut(axis, p));
        // All on one side, at least the cut inset away.
        const sign = Math.sign(sides[0]!);
        for (const s of sides) expect(s * sign).toBeGreaterThanOrEqual(DEFAULT_OUTLINE.cutInset - 1e-9);
      });
    }
  });
});
