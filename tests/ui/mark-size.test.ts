// The colour-blind marks read on a phone's smallest cells: each shape, drawn as the board draws it,
// spans at least 35% of its square (a reviewer found the old 3-pixel dot in a corner of a 12×12's
// cell no help), on a quiet cell beside its count as on a larger cell, and never over the count.
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { drawMark, MARK_REACH } from '../../src/ui/art/mark-draw.ts';
import { MARK_OF, type MarkShape } from '../../src/ui/mark-shapes.ts';
import { MARK_SHARE, TRI_BODY_INSET } from '../../src/ui/piece-numeral.ts';
import { quietFigure, quietMarkPlace } from '../../src/ui/quiet-cells.ts';

/** The least share of its square a mark's white shape spans, across or down. */
const LEAST_SPAN = 0.35;

/** A 12×12 upright on a phone: 28 CSS px a square, drawn at two device pixels to one. */
const PHONE_SQUARE = 28 * 2;

const SHAPES = [...new Set(Object.values(MARK_OF))] as MarkShape[];

/** How far the white of `shape`, drawn in a box `box` pixels wide, reaches across and down, in pixels. */
function whiteSpan(shape: MarkShape, box: number): { across: number; down: number } {
  const size = Math.ceil(box) + 8;
  const canvas = createCanvas(size, size);
  const g = canvas.getContext('2d');
  g.fillStyle = '#22fa22';
  g.fillRect(0, 0, size, size);
  drawMark(g as unknown as CanvasRenderingContext2D, shape, size / 2, size / 2, box);
  const { data } = g.getImageData(0, 0, size, size);
  let [left, right, top, bottom] = [size, -1, size, -1];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = 4 * (y * size + x);
      // White: every channel bright (the green square's red and blue are dark).
      if (data[i]! > 160 && data[i + 1]! > 160 && data[i + 2]! > 160) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  return { across: right - left + 1, down: bottom - top + 1 };
}

test.each(SHAPES)(
  "the %s spans at least 35 per cent of a phone's 12×12 square, on a quiet cell and a larger one",
  (shape) => {
    for (const grid of ['square', 'hex'] as const)
      for (const counted of [false, true]) {
        const box = quietMarkPlace(grid, counted).share * PHONE_SQUARE;
        const span = whiteSpan(shape, box);
        expect(
          Math.max(span.across, span.down) / PHONE_SQUARE,
          `${grid}, counted ${counted}`,
        ).toBeGreaterThanOrEqual(LEAST_SPAN);
      }
    // A cell large enough for its count beside its pieces (an 8×8's 44 CSS px).
    const large = 44 * 2;
    const span = whiteSpan(shape, MARK_SHARE * large);
    expect(Math.max(span.across, span.down) / large).toBeGreaterThanOrEqual(LEAST_SPAN);
  },
);

test("on a quiet square the mark and the count share the body, neither over the other nor past the cell's edge", () => {
  for (const grid of ['square', 'hex'] as const) {
    const place = quietMarkPlace(grid, true);
    const figure = quietFigure(grid, 0b1111, 28);
    // The count's box in shares of the square: its height the font's, a figure about 0.6 of it wide.
    const h = figure.fontCss / 28;
    const fig = {
      left: place.figure.x - 0.3 * h,
      right: place.figure.x + 0.3 * h,
      top: place.figure.y - h / 2,
      bottom: place.figure.y + h / 2,
    };
    const half = place.share / 2;
    const mark = {
      left: place.mark.x - half,
      right: place.mark.x + half,
      top: place.mark.y - half,
      bottom: place.mark.y + half,
    };
    const overlap =
      mark.right > fig.left && fig.right > mark.left && mark.bottom > fig.top && fig.bottom > mark.top;
    expect(overlap, grid).toBe(false);
    for (const box of [fig, mark]) {
      expect(box.left, grid).toBeGreaterThanOrEqual(-0.5);
      expect(box.top, grid).toBeGreaterThanOrEqual(-0.5);
      expect(box.right, grid).toBeLessThanOrEqual(0.5);
      expect(box.bottom, grid).toBeLessThanOrEqual(0.5);
    }
  }
  // A whole cell has no count: its mark takes the centre.
  expect(quietMarkPlace('square', false).mark).toEqual({ x: 0, y: 0 });
});

test('on a quiet triangle the mark stands inside the two sides of the body by its point, the count under it above the base', () => {
  // A triangle pointing up in a frame of 1: its point at (0, -0.5), its base at y 0.25; the cell's
  // body TRI_BODY_INSET inside its sides.
  const place = quietMarkPlace('tri', true);
  const r = (place.share * MARK_REACH) / 2;
  // The distance from a point on the axis to either upper side is half its depth below the point.
  expect((place.mark.y + 0.5) / 2 - TRI_BODY_INSET).toBeGreaterThanOrEqual(r);
  // Its span: 27% of the triangle's side (√3/2 of the frame), as much as the room by the point allows.
  expect((2 * r) / (Math.sqrt(3) / 2)).toBeGreaterThanOrEqual(0.27);
  // A triangle of 6 a side on a phone: about 53 CSS px a frame; a figure's glyph about 0.72 of its font.
  const glyph = (0.72 * quietFigure('tri', 0b111, 53).fontCss) / 53;
  expect(place.figure.y - glyph / 2).toBeGreaterThan(place.mark.y + r);
  expect(place.figure.y + glyph / 2).toBeLessThanOrEqual(0.25 - TRI_BODY_INSET);
  // Pointing down, mirrored.
  const down = quietMarkPlace('tri', true, true);
  expect(down.mark.y).toBeCloseTo(-place.mark.y);
  expect(down.figure.y).toBeCloseTo(-place.figure.y);
});

test('on a quiet hexagon the mark stands inside its six sides', () => {
  // A hexagon with a point at the top, point to point the frame: its sides 0.433 of the frame from the centre.
  const place = quietMarkPlace('hex', true);
  const r = (place.share * MARK_REACH) / 2;
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3;
    const depth = Math.sqrt(3) / 4 - (place.mark.x * Math.cos(a) + place.mark.y * Math.sin(a));
    expect(depth, `side ${k}`).toBeGreaterThanOrEqual(r);
  }
});
