// The watch row's places: four in a row where each has room for its word, two rows of two in the
// narrow column beside a tablet's board (the review of session 31 met "Paus/e", "Spee/d 1×" there).
import { expect, test } from 'vitest';
import { watchGrid } from '../../src/ui/watch-grid.ts';

test('under a wide board: one row of four, centred, sharing the width', () => {
  const places = watchGrid({ x: 500, y: 700, width: 1000, height: 88 }, 20, 36, 300);
  expect(places.map((p) => p.y)).toEqual([700, 700, 700, 700]);
  expect(places.map((p) => p.width)).toEqual([235, 235, 235, 235]);
  expect(places[0]!.x + places[3]!.x).toBeCloseTo(1000);
  expect(places[1]!.x - places[0]!.x).toBeCloseTo(255);
});

test('in a narrow column: two rows of two, the second row on the area, the first above it, no overlap', () => {
  // A 384-px column with a 29-px font: four would be 81 px each, under four font sizes.
  const area = { x: 200, y: 1400, width: 384, height: 88 };
  const places = watchGrid(area, 16, 29, 300);
  expect(places.map((p) => p.y)).toEqual([1400 - 104, 1400 - 104, 1400, 1400]);
  for (const p of places) {
    expect(p.width).toBe(184);
    expect(p.width).toBeGreaterThanOrEqual(4 * 29);
    expect(p.x - p.width / 2).toBeGreaterThanOrEqual(area.x - area.width / 2 - 1e-9);
    expect(p.x + p.width / 2).toBeLessThanOrEqual(area.x + area.width / 2 + 1e-9);
  }
  expect(places[1]!.x - places[0]!.x).toBe(200);
  expect(places[3]!.x).toBe(places[1]!.x);
});
