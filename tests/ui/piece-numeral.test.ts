// Where a cell's piece count is written on it: only on a board whose score is read, on every cell of 2
// or more pieces whose cell has room for it (one rule: a "2" wherever a "4" shows), so 6 and 8 read apart at a glance on a
// phone's 8×8 and a tablet's large cells alike, while a phone's smallest cells (a 12×12, a hexagon of
// 7, a triangle of 6) carry no figure beside their pieces (drawn quietly instead, quiet-cells.ts); a square's or a hexagon's four pieces (two whole
// lines) never carry one; small on a dark disc, never larger than a label.
import { expect, test } from 'vitest';
import {
  cellArea,
  COUNT_MOST_COVER,
  countFits,
  countsShown,
  LEAST_COUNTED,
  MARK_GAP_CSS,
  MARK_SHARE,
  numeralLook,
  NUMERAL_MOST_CSS,
  pieceNumeral,
  TRI_BODY_INSET,
  TRI_INRADIUS,
  TRI_MARK,
} from '../../src/ui/piece-numeral.ts';
import { MARK_REACH } from '../../src/ui/art/mark-draw.ts';
import { READABLE_CSS } from '../../src/ui/device-pixels.ts';

const CROSS = 0b0011; // | and −: four small squares
const X = 0b1100; // \ and /: four triangles meeting at the centre
const HALVES = 0b0001;
const SIX = 0b0111;
const EIGHT = 0b1111;

test('the numeral is small on a dark disc in the hub: the least readable size on a phone, never the old 40% of the cell, its disc inside the cell', () => {
  // A figure's look at a 12×12 board's size on a phone (28 CSS px; it shows none there, countFits), an 8×8 on a phone (44.5), a triangle on a tablet (90).
  for (const [grid, size] of [
    ['square', 28],
    ['square', 44.5],
    ['hex', 33],
    ['tri', 60],
    ['tri', 90],
  ] as const) {
    const look = numeralLook(grid, size);
    expect(look.fontCss, `${grid} at ${size}`).toBeGreaterThanOrEqual(READABLE_CSS);
    if (size * 0.4 > READABLE_CSS) expect(look.fontCss, `${grid} at ${size}`).toBeLessThan(size * 0.4);
    expect(look.discCss, `${grid} at ${size}`).toBeGreaterThan(look.fontCss);
    expect(look.discCss, `${grid} at ${size}`).toBeLessThanOrEqual(size * 0.66);
  }
  // On a phone's 8×8 it is the least readable size, not a figure that fills the hub and beyond.
  expect(numeralLook('square', 44.5).fontCss).toBe(READABLE_CSS);
});

test('beside a colour-blind mark the numeral stands below it on a square, and on a triangle towards its base, its disc inside the triangle', () => {
  expect(numeralLook('square', 44.5).dy).toBe(0);
  expect(numeralLook('square', 44.5, { marked: true, down: false }).dy).toBeGreaterThan(0);
  // A phone on its side's triangle 6 (about 56 CSS px a frame), the least frame with a count beside the pieces (64) and a desktop's (90).
  for (const size of [56, 64, 90]) {
    const up = numeralLook('tri', size, { marked: true, down: false });
    const down = numeralLook('tri', size, { marked: true, down: true });
    expect(up.dy, `up at ${size}`).toBeGreaterThan(0);
    expect(down.dy, `down at ${size}`).toBe(-up.dy);
    expect(up.dy * size + up.discCss / 2, `up at ${size}`).toBeLessThanOrEqual(TRI_INRADIUS * size + 1e-9);
    // The mark goes towards the point, inside the two sides of the cell's body there: centred, it
    // covered the disc. (At 56 the cell is drawn quietly, quiet-cells.ts; at 64 the count fits.)
    if (!countFits('tri', size)) continue;
    const r = (TRI_MARK.share * MARK_REACH) / 2;
    expect(up.markDy, `up at ${size}`).toBeLessThan(0);
    expect(down.markDy, `down at ${size}`).toBe(-up.markDy);
    expect((up.markDy + 0.5) / 2 - TRI_BODY_INSET, `up at ${size}`).toBeGreaterThanOrEqual(r - 1e-9);
    // Clear of the disc (to a fraction of a CSS px).
    const over = (up.markDy + r - (up.dy - up.discCss / 2 / size)) * size;
    expect(over, `up at ${size}`).toBeLessThanOrEqual(0.1);
  }
});

test('counts show only on a board in play scored by divisions: under connections the pieces are not the score', () => {
  expect(countsShown(true, 'divisions')).toBe(true);
  expect(countsShown(true, 'connections')).toBe(false);
  expect(countsShown(false, 'divisions')).toBe(false);
});

test("every square cell of 6 or 8 pieces carries its count, on a tablet's large cells as on a phone's small ones", () => {
  expect(pieceNumeral('square', SIX)).toBe(6);
  expect(pieceNumeral('square', EIGHT)).toBe(8);
  // Every pattern of 4 or more pieces on each grid carries its own count.
  for (const [grid, masks] of [
    ['square', 16],
    ['hex', 8],
    ['tri', 8],
  ] as const) {
    for (let mask = 0; mask < masks; mask++) {
      const bits = mask.toString(2).replaceAll('0', '').length;
      const count = bits === 0 ? 1 : 2 * bits;
      if (count >= LEAST_COUNTED) expect(pieceNumeral(grid, mask), `${grid} ${mask}`).toBe(count);
      else expect(pieceNumeral(grid, mask), `${grid} ${mask}`).toBeNull();
    }
  }
});

test('every cell of four pieces carries a "4", whatever its cuts: a cross, an X, a straight and a diagonal cut, a hexagon\'s and a triangle\'s two cuts; one or two pieces never', () => {
  expect(pieceNumeral('square', X)).toBe(4);
  expect(pieceNumeral('square', CROSS)).toBe(4);
  // | and \ (two trapezoids and two small triangles), − and /.
  expect(pieceNumeral('square', 0b1010)).toBe(4);
  expect(pieceNumeral('square', 0b0101)).toBe(4);
  expect(pieceNumeral('hex', 0b011)).toBe(4);
  expect(pieceNumeral('hex', 0b101)).toBe(4);
  expect(pieceNumeral('tri', 0b011)).toBe(4);
  expect(pieceNumeral('tri', 0b101)).toBe(4);
  expect(pieceNumeral('hex', 0b100)).toBe(2);
  expect(pieceNumeral('square', HALVES)).toBe(2);
  expect(pieceNumeral('tri', 0b001)).toBe(2);
  expect(pieceNumeral('square', 0)).toBeNull();
});

test('only in play: the review, a replay and a demo show the pieces alone', () => {
  expect(pieceNumeral('square', SIX, true)).toBe(6);
  expect(pieceNumeral('square', SIX, false)).toBeNull();
  expect(pieceNumeral('tri', 0b111, false)).toBeNull();
  expect(pieceNumeral('hex', 0b111, false)).toBeNull();
});

test("on a tablet's and a desktop's large cells (80 to 200 CSS px) the figure stays a small label, never a sticker over the hub", () => {
  for (const grid of ['square', 'hex', 'tri'] as const)
    for (const size of [80, 105, 140, 200]) {
      const look = numeralLook(grid, size);
      expect(look.fontCss, `${grid} at ${size}`).toBeLessThanOrEqual(NUMERAL_MOST_CSS);
      expect(look.fontCss, `${grid} at ${size}`).toBeGreaterThan(READABLE_CSS);
      expect(look.discCss, `${grid} at ${size}`).toBeLessThanOrEqual(size * 0.3);
    }
});

/** A cell's frame in CSS px from its board's unit (a square's side, a hexagon's width, a triangle's side). */
const frameOf = (grid: 'square' | 'hex' | 'tri', unit: number) =>
  grid === 'square' ? unit : (unit * 2) / Math.sqrt(3);

test("a phone's smallest cells carry no figure beside their pieces: a figure's disc may cover at most a fifth of its cell", () => {
  // The boards a phone upright shows (their unit in CSS px, as board-fit lays them out at 390×844).
  const shown = [
    ['square', 44.5], // 8×8
    ['square', 58], // 6×6
    ['hex', 40], // hexagon of 5
    ['tri', 63.5], // triangle of 5
    ['tri', 56], // triangle of 6 on a phone on its side
    ['tri', 66], // between: the figure grows past its least size
    ['tri', 75],
    ['tri', 90], // a desktop's triangle
    ['square', 60], // 12×12 on a tablet
  ] as const;
  const quiet = [
    ['square', 29], // 12×12, the review's sheet of "6"s and "8"s
    ['square', 34], // 10×10
    ['hex', 34], // hexagon of 7
    ['tri', 53], // triangle of 6
    ['tri', 42], // triangle of 8
    ['tri', 35], // triangle of 10
  ] as const;
  for (const [grid, unit] of shown) {
    expect(countFits(grid, frameOf(grid, unit)), `${grid} at ${unit}`).toBe(true);
    expect(pieceNumeral(grid, 0b111, true, frameOf(grid, unit)), `${grid} at ${unit}`).toBe(6);
  }
  for (const [grid, unit] of quiet) {
    expect(countFits(grid, frameOf(grid, unit)), `${grid} at ${unit}`).toBe(false);
    expect(pieceNumeral(grid, 0b111, true, frameOf(grid, unit)), `${grid} at ${unit}`).toBeNull();
  }
  // The rule is the disc's share of the cell: a square's whole frame, a hexagon's and a triangle's less of it.
  expect(cellArea('square', 40)).toBe(1600);
  expect(cellArea('hex', frameOf('hex', 40))).toBeCloseTo((Math.sqrt(3) / 2) * 40 * 40, 6);
  expect(cellArea('tri', frameOf('tri', 40))).toBeCloseTo((Math.sqrt(3) / 4) * 40 * 40, 6);
  const disc = numeralLook('square', 28).discCss;
  expect((Math.PI * disc * disc) / 4 / cellArea('square', 28)).toBeGreaterThan(COUNT_MOST_COVER);
  // Past the least size, a larger cell never loses its figure.
  for (const grid of ['square', 'hex', 'tri'] as const)
    for (let unit = 60; unit <= 200; unit += 0.5)
      expect(countFits(grid, frameOf(grid, unit)), `${grid} at ${unit}`).toBe(true);
});

test('on the boards a new player meets (a phone upright: 4×4, 6×6, hexagon of 4, triangle of 5; a tablet), every cell of 4 or more pieces says its count', () => {
  // Their units in CSS px as the review's screenshots show them: a phone's 4×4 81, 6×6 54, hexagon
  // of 4 44, triangle of 5 58 (its frame's side); a tablet's 4×4 170 and hexagon of 4 88.
  // A cell of two halves says its "2" as well, on small cells as on roomy ones.
  for (const [grid, unit, masks] of [
    ['square', 81, 16],
    ['square', 54, 16],
    ['hex', 44, 8],
    ['tri', 58, 8],
    ['square', 170, 16],
    ['hex', 88, 8],
  ] as const)
    for (let mask = 0; mask < masks; mask++) {
      const bits = mask.toString(2).replaceAll('0', '').length;
      const figure = pieceNumeral(grid, mask, true, frameOf(grid, unit));
      expect(figure, `${grid} ${mask} at ${unit}`).toBe(bits >= 1 ? 2 * bits : null);
    }
});

test('one rule for every count: where a "4" shows a "2" shows (a phone\'s 8×8 as a tablet\'s board), and where a "4" has no room neither does', () => {
  for (const grid of ['square', 'hex', 'tri'] as const)
    for (let f = 10; f <= 200; f += 0.5) {
      const four = pieceNumeral(grid, grid === 'square' ? CROSS : 0b011, true, f);
      expect(pieceNumeral(grid, HALVES, true, f) !== null, `${grid} at ${f}`).toBe(four !== null);
    }
  expect(pieceNumeral('square', HALVES, true, 44.5)).toBe(2);
  expect(pieceNumeral('square', HALVES, true, 28)).toBeNull();
  // A whole cell never, and not on a board without counts.
  expect(pieceNumeral('square', 0, true, 200)).toBeNull();
  expect(pieceNumeral('square', HALVES, false, 200)).toBeNull();
});

test("with the colour-blind marks on, a square's or hexagon's mark stands clear of its count's disc: on the results' 55-px squares it covered the figure's top", () => {
  const clear = (grid: 'square' | 'hex', size: number) => {
    const look = numeralLook(grid, size, { marked: true, down: false });
    const r = look.discCss / 2 / size;
    const half = MARK_SHARE / 2;
    return { look, between: (look.dy - r - (look.markDy + half)) * size, r, half };
  };
  // The results' picture of a 4×4 on a desktop: about 55 CSS px a cell; before, the disc's top stood 5 px inside the mark.
  const before = 0.3 - numeralLook('square', 55).discCss / 2 / 55 - MARK_SHARE / 2;
  expect(before * 55).toBeLessThan(-4);
  for (const grid of ['square', 'hex'] as const)
    for (let size = 42; size <= 200; size += 0.5) {
      if (!countFits(grid, size)) continue;
      const { look, between, r, half } = clear(grid, size);
      expect(between, `${grid} at ${size}: room between mark and disc`).toBeGreaterThanOrEqual(
        MARK_GAP_CSS - 1e-9,
      );
      // Both stay inside the cell's frame.
      expect(look.markDy - half, `${grid} at ${size}: mark's top`).toBeGreaterThanOrEqual(-0.5);
      if (grid === 'square') expect(look.dy + r, `${grid} at ${size}: disc's foot`).toBeLessThanOrEqual(0.5);
    }
  // A large cell's mark keeps the centre.
  expect(clear('square', 130).look.markDy).toBe(0);
});
