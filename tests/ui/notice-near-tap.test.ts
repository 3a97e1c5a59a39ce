// A refused tap's words stand in the stretch of the free bands nearest the tap (notice-near-tap.ts):
// a desktop's column beside the board is a band some 300 px wide, and its words stood at its middle
// under the opponent's scores, far from the square tapped.
import { describe, expect, test } from 'vitest';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { placesNearTap, stretchNearTap } from '../../src/ui/notice-near-tap.ts';

const want = { width: 240, height: 64 };
const inside = (a: Rect, b: Rect) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

describe('a column beside the board (a desktop, 1280x720)', () => {
  // The board's picture from x 480; the free column at its left, between the status line and the person's panel.
  const column = { x: 12, y: 415, width: 456, height: 175 };
  const right = { x: 1160, y: 12, width: 30, height: 600 };

  test("at the board's edge, level with the tapped square", () => {
    const place = stretchNearTap(column, { x: 785, y: 470 }, want);
    expect(place.x + place.width).toBe(column.x + column.width);
    expect(place.width).toBe(want.width);
    expect(place.y).toBe(470 - want.height / 2);
    expect(inside(place, column)).toBe(true);
  });

  test('a tap above the column: at its top; below it: at its foot, room kept for the words', () => {
    expect(stretchNearTap(column, { x: 785, y: 100 }, want).y).toBe(column.y);
    const low = stretchNearTap(column, { x: 785, y: 700 }, want);
    expect(low.y + low.height).toBe(column.y + column.height);
    expect(low.height).toBe(want.height);
  });

  test('a column at the right of the board: at its left edge', () => {
    const side = { x: 700, y: 40, width: 300, height: 300 };
    const place = stretchNearTap(side, { x: 500, y: 200 }, want);
    expect(place.x).toBe(side.x);
    expect(inside(place, side)).toBe(true);
  });

  test('the nearest band comes first, the others after it as they were', () => {
    const far = { x: 12, y: 12, width: 400, height: 60 };
    const places = placesNearTap([far, column, right], { x: 785, y: 470 }, want);
    // The column is 317 px from the tap, the right band 375 px: the column first.
    expect(inside(places[0]!, column)).toBe(true);
    expect(places.slice(1)).toEqual([far, right]);
  });
});

describe('a row under the board (a phone upright)', () => {
  const row = { x: 10, y: 680, width: 370, height: 80 };

  test('over the tap, held inside the row at its ends', () => {
    const middle = stretchNearTap(row, { x: 200, y: 400 }, want);
    expect(middle.x + middle.width / 2).toBe(200);
    expect(middle.y).toBe(row.y);
    expect(stretchNearTap(row, { x: 20, y: 400 }, want).x).toBe(row.x);
    const end = stretchNearTap(row, { x: 375, y: 400 }, want);
    expect(end.x + end.width).toBe(row.x + row.width);
  });

  test('a row above the board: the words at its foot, by the board', () => {
    const above = { x: 10, y: 100, width: 370, height: 120 };
    const place = stretchNearTap(above, { x: 200, y: 400 }, want);
    expect(place.y + place.height).toBe(above.y + above.height);
    expect(place.height).toBe(want.height);
  });

  test('a band narrower than the words: all of its width', () => {
    const narrow = { ...row, width: 180 };
    expect(stretchNearTap(narrow, { x: 100, y: 400 }, want).width).toBe(180);
  });
});

test('no place: none', () => {
  expect(placesNearTap([], { x: 0, y: 0 }, want)).toEqual([]);
});
