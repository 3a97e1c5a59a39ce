// The watch row's places: four in a row where each has room for its word, two rows of two in the
// narrow column beside a tablet's board (the review of session 31 met "Paus/e", "Spee/d 1×" there).
import { expect, test } from 'vitest';
import { watchGrid, watchLabelSize } from '../../src/ui/watch-grid.ts';

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

test("a desktop's one row of four: the labels shrink to leave room inside the buttons, never under the floor", () => {
  // 1280×720: a 400-px column at 18 px, four buttons of 92.5 px ("To the end" reached their edges at 18).
  const [first] = watchGrid({ x: 260, y: 680, width: 400, height: 48 }, 10, 18, 150);
  expect(first!.width).toBeCloseTo(92.5);
  const size = watchLabelSize(first!.width, 18, 14);
  expect(size).toBeLessThan(18);
  expect(size).toBeGreaterThanOrEqual(14);
  expect(size * 4.8).toBeLessThanOrEqual(first!.width - 2 * 6);
  // Wide buttons keep the full size; narrow ones stop at the floor.
  expect(watchLabelSize(235, 18, 14)).toBe(18);
  expect(watchLabelSize(60, 18, 14)).toBe(14);
});
