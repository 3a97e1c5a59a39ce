// Polygon geometry: the seed's centroid formula and the convex hull.
import { describe, expect, test } from 'vitest';
import { centroid, convexHull, signedArea, type Polygon } from '../../../src/ui/art/geometry.ts';

const pts = (...xy: number[]): Polygon =>
  Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[2 * i]!, y: xy[2 * i + 1]! }));

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

describe('convexHull', () => {
  test('convexHull - a square with points inside and on its sides - its four corners, positive area', () => {
    const hull = convexHull(pts(0.5, 0.5, 0, 0, 2, 0, 1, 0, 2, 2, 0, 2, 2, 1, 0.3, 1.9));
    expect(hull.length).toBe(4);
    expect(signedArea(hull)).toBeCloseTo(4, 12);
    for (const corner of pts(0, 0, 2, 0, 2, 2, 0, 2)) expect(hull).toContainEqual(corner);
  });
});
